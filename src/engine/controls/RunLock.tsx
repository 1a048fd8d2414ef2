import Box from '@mui/material/Box';
import type { ReactNode } from 'react';
import type { Extras } from '../session/familyAdapter';
import type { EngineUi } from '../session/uiSlices';
import { type UiStore, useUiSelector } from '../store/uiStore';

/**
 * A bare fieldset (no frame) whose `disabled` does the locking: every button, input and select
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

interface Props<X extends Extras> {
  store: UiStore<EngineUi<X>>;
  /**
   * How the locked controls lie: in a row beside the transport buttons, stacked in the
   * settings, or as a block (one wide field).
   */
  direction: 'row' | 'column' | 'block';
  children: ReactNode;
}

/**
 * Locks a page's own settings and buttons while a run plays (spec §4: they are ignored while
 * running). Only this fieldset re-renders when a run starts or ends; the MUI controls inside do
 * not: at Fastest a run lasts a few frames, and re-rendering the buttons, switches, sliders and
 * text fields at every start and finish (and starting their colour transitions) cost several
 * frames' worth of main-thread time. Used by the sort, search, equation and game pages.
 */
export function RunLock<X extends Extras>({ store, direction, children }: Props<X>) {
  const running = useUiSelector(store, (s) => s.status === 'running');
  return (
    <Box component="fieldset" disabled={running} sx={lockSx} style={styles[direction]}>
      {children}
    </Box>
  );
}

// Gaps as the transport row (8 px) and the settings column (12 px) lay out their own items.
const styles = {
  row: { flexDirection: 'row', flexWrap: 'wrap', alignItems: 'center', gap: 8 },
  column: { flexDirection: 'column', gap: 12 },
  block: { display: 'block' },
} as const;
