import useMediaQuery from '@mui/material/useMediaQuery';
import { useCallback, useEffect, useMemo } from 'react';
import { clampSpeed, paceOf, SPEED_KEY_STEP } from '../player/speed';
import type { PlaybackState } from '../url/codec';
import { useEngineKeyboard } from './useEngineKeyboard';

/** Below this delay, highlights flash too fast for someone who asked for reduced motion. */
const CALM_DELAY_MS = 200;

/** What the hook drives (RunSession has it). */
export interface PlaybackSession {
  readonly running: boolean;
  setPace(pace: ReturnType<typeof paceOf>): void;
  setHighlights(show: boolean): void;
  toggle(): Promise<void>;
  stepBack(): Promise<void>;
  stepForward(): Promise<void>;
}

/** The speed and Fastest props of TransportControls, ready to spread. */
export interface PlaybackProps {
  speed: number;
  fastest: boolean;
  onSpeed: (speed: number) => void;
  onFastest: (fastest: boolean) => void;
}

/**
 * A visualizer page's playback wiring: the speed and Fastest settings (kept in the page's URL
 * state) paced onto the session, highlights calmed for prefers-reduced-motion, and the page
 * keys (Space, ←/→, +/−). With `playBlocked` (the transport's Play disabled: nothing to run) the
 * keys obey it too: only a pause gets through. Returns the transport's speed props.
 */
export function usePlayback(
  session: PlaybackSession | null,
  state: PlaybackState,
  update: (patch: Partial<PlaybackState>) => void,
  playBlocked = false,
): PlaybackProps {
  const { speed, fastest } = state;
  const setSpeed = useCallback((next: number) => update({ speed: next }), [update]);
  const setFastest = useCallback((next: boolean) => update({ fastest: next }), [update]);
  const reducedMotion = useMediaQuery('(prefers-reduced-motion: reduce)');
  useEffect(() => {
    if (!session) return;
    const pace = paceOf(speed, fastest);
    session.setPace(pace);
    session.setHighlights(!reducedMotion || (!fastest && pace.delay >= CALM_DELAY_MS));
  }, [session, speed, fastest, reducedMotion]);

  const keys = useMemo(
    () => ({
      toggle: () => (playBlocked && !session?.running ? undefined : void session?.toggle()),
      stepBack: () => (playBlocked ? undefined : void session?.stepBack()),
      stepForward: () => (playBlocked ? undefined : void session?.stepForward()),
      faster: () => setSpeed(clampSpeed(speed + SPEED_KEY_STEP)),
      slower: () => setSpeed(clampSpeed(speed - SPEED_KEY_STEP)),
    }),
    [session, speed, setSpeed, playBlocked],
  );
  // A page with nothing to play (tic-tac-toe) has no page keys.
  useEngineKeyboard(session ? keys : null);
  return useMemo(() => ({ speed, fastest, onSpeed: setSpeed, onFastest: setFastest }), [speed, fastest, setSpeed, setFastest]);
}
