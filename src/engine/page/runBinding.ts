import type { FamilyAdapter, FamilyTypes } from '../session/familyAdapter';
import { RunSession } from '../session/RunSession';
import type { PageBinding } from './pageBinding';

/** A page's session over a worker run, as a family's stage and settings see it. */
export type RunPageSession<T extends FamilyTypes> = RunSession<T>;

/** The binding of a family page whose session is a worker run. */
export type RunBinding<S extends object, T extends FamilyTypes, P = null> = PageBinding<S, T['input'], T['extras'], RunPageSession<T>, P>;

/** A run family's binding: its sessions are the engine's RunSession over the family's adapter. */
export function runBinding<S extends object, T extends FamilyTypes, P = null>(
  adapter: FamilyAdapter<T>,
  binding: Omit<RunBinding<S, T, P>, 'createSession'>,
): RunBinding<S, T, P> {
  return { ...binding, createSession: (input) => new RunSession(adapter, input) };
}

/** One binding per route value, made once: a page's session lives as long as its binding. */
export function bindingPerValue<V, B>(make: (value: V) => B): (value: V) => B {
  const made = new Map<V, B>();
  return (value) => {
    let binding = made.get(value);
    if (binding === undefined) {
      binding = make(value);
      made.set(value, binding);
    }
    return binding;
  };
}
