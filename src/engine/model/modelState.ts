/**
 * A model's state: everything a step can change, declared once as one plain object, so a
 * keyframe is a copy of it and a seek restores it whole. A field kept anywhere else is not
 * saved, and scrubbing back would silently show it as it was at the later step.
 *
 * Plain means: numbers, strings, booleans, null, undefined, typed arrays, arrays and objects
 * made of these. A Set, a Map or a class instance cannot be copied faithfully by this helper
 * and throws: keep such derived things outside the state and recompute them on restore.
 */

type TypedArray = Int8Array | Uint8Array | Uint8ClampedArray | Int16Array | Uint16Array | Int32Array | Uint32Array | Float32Array | Float64Array;

const isTypedArray = (value: unknown): value is TypedArray => ArrayBuffer.isView(value) && !(value instanceof DataView);

function isPlainObject(value: object): boolean {
  const proto = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

function copyValue(value: unknown, path: string): unknown {
  if (value === null || typeof value !== 'object') {
    if (typeof value === 'function' || typeof value === 'symbol' || typeof value === 'bigint')
      throw new TypeError(`model state: cannot copy the ${typeof value} at ${path}`);
    return value;
  }
  if (isTypedArray(value)) return value.slice();
  if (Array.isArray(value)) return value.map((item, i) => copyValue(item, `${path}[${i}]`));
  if (!isPlainObject(value))
    throw new TypeError(`model state: cannot copy the ${value.constructor?.name ?? 'object'} at ${path}: keep it outside the state`);
  const copy: Record<string, unknown> = {};
  for (const key of Object.keys(value)) copy[key] = copyValue((value as Record<string, unknown>)[key], `${path}.${key}`);
  return copy;
}

/** A deep copy of a state object, sharing nothing with it: what a keyframe keeps. */
export function copyState<S extends object>(state: S): S {
  return copyValue(state, 'state') as S;
}

/**
 * Makes `target` equal to `saved` in place, `target` itself staying the same object. A typed
 * array of the same kind and length is overwritten with `.set`, so a renderer holding it (a bar
 * view's values) keeps seeing the model's. Every other field gets a fresh copy: applying
 * operations afterwards never changes `saved` (a keyframe is restored again on the next seek),
 * and a painter that compares an array by identity (the Gantt chart's slices) sees the change.
 */
export function restoreState<S extends object>(target: S, saved: S): void {
  const into = target as Record<string, unknown>;
  const from = saved as Record<string, unknown>;
  for (const key of Object.keys(into)) if (!(key in from)) delete into[key];
  for (const key of Object.keys(from)) {
    const value = from[key];
    const held = into[key];
    if (isTypedArray(value) && isTypedArray(held) && held.constructor === value.constructor && held.length === value.length) {
      // The two are the same kind: .set copies element for element.
      (held as Uint8Array).set(value as Uint8Array);
    } else into[key] = copyValue(value, `state.${key}`);
  }
}
