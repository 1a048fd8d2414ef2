import Box from '@mui/material/Box';
import { useEffect, useState } from 'react';
import { assertChangerWords, changerFrame, TEXT_INTERVAL_MS } from './textChanger';

const keyframes = {
  fade: { from: { opacity: 0 }, to: { opacity: 1 } },
  rise: { from: { opacity: 0, transform: 'translateY(0.6em)' }, to: { opacity: 1, transform: 'none' } },
  slide: { from: { opacity: 0, transform: 'translateX(-1.2em)' }, to: { opacity: 1, transform: 'none' } },
  zoom: { from: { opacity: 0, transform: 'scale(0.6)' }, to: { opacity: 1, transform: 'none' } },
  flip: { from: { opacity: 0, transform: 'rotateX(90deg)' }, to: { opacity: 1, transform: 'none' } },
};

/**
 * Rotating self-descriptions (spec §1). Throws on anything but strings or numbers. `lead` gives
 * the words that go before the current one (its article), so they change with it, unanimated.
 * `paused` holds the word shown (WCAG 2.2.2: text that changes by itself must be stoppable);
 * playing again goes on from it.
 */
export function TextChanger({ words, lead, paused = false }: { words: unknown; lead?: (text: string) => string; paused?: boolean }) {
  assertChangerWords(words);
  const [elapsed, setElapsed] = useState(0);
  useEffect(() => {
    if (paused) return;
    const timer = setInterval(() => setElapsed((ms) => ms + TEXT_INTERVAL_MS), TEXT_INTERVAL_MS);
    return () => clearInterval(timer);
  }, [paused]);
  const { text, animation } = changerFrame(words, elapsed);
  return (
    <>
      {lead && `${lead(text)} `}
      <Box
        component="span"
        key={text}
        data-testid="text-changer"
        data-animation={animation}
        aria-live="off"
        sx={{
          display: 'inline-block',
          color: 'secondary.main',
          [`@keyframes tc-${animation}`]: keyframes[animation],
          animation: `tc-${animation} 600ms ease-out`,
          // Not even global.css's 0.01 ms animation: it still draws the first keyframe (opacity 0) for a frame.
          '@media (prefers-reduced-motion: reduce)': { animation: 'none' },
        }}
      >
        {text}
      </Box>
    </>
  );
}
