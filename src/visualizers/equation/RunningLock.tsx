import type { ReactNode } from 'react';
import type { Extras } from '../engine/familyAdapter';
import type { EngineUiState } from '../engine/RunSession';
import { type UiStore, useUiSelector } from '../engine/uiStore';

const lockStyle = { border: 0, padding: 0, margin: 0, minWidth: 0 } as const;
const lockedStyle = { ...lockStyle, opacity: 0.5, pointerEvents: 'none' } as const;

/**
 * Locks the settings inside while a run plays (spec §4: they are ignored while running) through
 * a bare fieldset's `disabled`: the input inside is disabled natively (and reported so to
 * assistive tech) and dimmed, and only this fieldset re-renders when a run starts or ends, not
 * the MUI text field inside. At Fastest a run lasts a few frames, so it starts and ends several
 * times a second. (The search pages' RunLock does the same.)
 */
export function RunningLock<X extends Extras>({ store, children }: { store: UiStore<EngineUiState<X>>; children: ReactNode }) {
  const running = useUiSelector(store, (s) => s.playerStatus === 'running');
  return (
    <fieldset disabled={running} style={running ? lockedStyle : lockStyle}>
      {children}
    </fieldset>
  );
}
