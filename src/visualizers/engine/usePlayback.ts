import useMediaQuery from '@mui/material/useMediaQuery';
import { useEffect, useMemo } from 'react';
import { clampSpeed, paceOf, SPEED_KEY_STEP } from './speed';
import { useEngineKeyboard } from './useEngineKeyboard';

/** Below this delay, highlights flash too fast for someone who asked for reduced motion. */
const CALM_DELAY_MS = 200;

/** What the hook drives (RunSession has it). */
export interface PlaybackSession {
  setPace(pace: ReturnType<typeof paceOf>): void;
  setHighlights(show: boolean): void;
  toggle(): Promise<void>;
  stepBack(): Promise<void>;
  stepForward(): Promise<void>;
}

/**
 * A visualizer page's playback wiring: the speed and Fastest settings paced onto the session,
 * highlights calmed for prefers-reduced-motion, and the page keys (Space, ←/→, +/−).
 */
export function usePlayback(session: PlaybackSession | null, speed: number, fastest: boolean, setSpeed: (speed: number) => void): void {
  const reducedMotion = useMediaQuery('(prefers-reduced-motion: reduce)');
  useEffect(() => {
    if (!session) return;
    const pace = paceOf(speed, fastest);
    session.setPace(pace);
    session.setHighlights(!reducedMotion || (!fastest && pace.delay >= CALM_DELAY_MS));
  }, [session, speed, fastest, reducedMotion]);

  const keys = useMemo(
    () => ({
      toggle: () => void session?.toggle(),
      stepBack: () => void session?.stepBack(),
      stepForward: () => void session?.stepForward(),
      faster: () => setSpeed(clampSpeed(speed + SPEED_KEY_STEP)),
      slower: () => setSpeed(clampSpeed(speed - SPEED_KEY_STEP)),
    }),
    [session, speed, setSpeed],
  );
  useEngineKeyboard(keys);
}
