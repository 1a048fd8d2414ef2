import Box from '@mui/material/Box';
import type { ReactNode } from 'react';
import type { Extras } from '../visualizers/engine/familyAdapter';
import type { EngineUiState } from '../visualizers/engine/RunSession';
import { type UiStore, useUiSelector } from '../visualizers/engine/uiStore';

/**
 * A bare fieldset (no frame) whose `disabled` does the locking: every button, input and switch
 * inside is disabled natively (and reported so to assistive tech), dimmed, and takes no pointer
 * input (a styled slider's drag starts on its track, not on its disabled input).
 */
const lockSx = {
  border: 0,
  p: 0,
  m: 0,
  minWidth: 0,
  display: 'flex',
  '&:disabled': { pointerEvents: 'none' },
  '&:disabled > *': { opacity: 0.5 },
} as const;

// Gaps as the transport row (8 px) and the settings column (12 px) lay out their own items.
const rowStyle = { flexDirection: 'row', flexWrap: 'wrap', alignItems: 'center', gap: 8 } as const;
const columnStyle = { flexDirection: 'column', gap: 12 } as const;

interface Props<X extends Extras> {
  store: UiStore<EngineUiState<X>>;
  /** How the locked controls lie: in a row beside the transport buttons, or stacked in the settings. */
  direction: 'row' | 'column';
  children: ReactNode;
}

/**
 * Locks a game's own buttons and settings while its AI plays. Only this fieldset re-renders
 * when a run starts or ends; the MUI buttons, slider and switch inside do not. At Fastest the
 * bench reloads a run every few frames, and each start and finish re-rendered them and started
 * their colour transitions (traced at 4×: React renders, transition events and style recalcs
 * of the animating buttons in most long frames). The search pages lock the same way.
 */
export function RunLock<X extends Extras>({ store, direction, children }: Props<X>) {
  const running = useUiSelector(store, (s) => s.playerStatus === 'running');
  return (
    <Box component="fieldset" disabled={running} sx={lockSx} style={direction === 'row' ? rowStyle : columnStyle}>
      {children}
    </Box>
  );
}
