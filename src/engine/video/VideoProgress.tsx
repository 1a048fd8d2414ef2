import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState } from 'react';
import type { FilmSession, FilmStage } from './filmStages';
import { CANCELLED_WORDS, renderVideo } from './renderVideo';

export interface VideoProgressProps {
  stage: FilmStage;
  session: FilmSession;
  fileName: string;
  /** The video is saved, cancelled or refused: what to tell the visitor. */
  onEnd: (words: string) => void;
}

/**
 * A video being made: its progress and a Cancel button (focused, so a keyboard can stop it at
 * once). Loaded with the video's code on the first 'Download video' click (DownloadVideo.tsx).
 */
export function VideoProgress({ stage, session, fileName, onEnd }: VideoProgressProps) {
  const [progress, setProgress] = useState<number | null>(null);
  const controller = useRef<AbortController | null>(null);
  const cancel = useRef<HTMLButtonElement>(null);
  const ended = useRef(onEnd);
  ended.current = onEnd;

  useEffect(() => {
    const job = new AbortController();
    controller.current = job;
    // Unmounted before the end (the page left, or React's development double run): nobody to tell.
    let listening = true;
    void renderVideo(stage, session, fileName, { signal: job.signal, onProgress: setProgress }).then((words) => {
      if (listening) ended.current(words);
    });
    cancel.current?.focus();
    return () => {
      listening = false;
      job.abort();
    };
  }, [stage, session, fileName]);

  // Cancel answers at once: the frame in flight may take a while to wind down on a busy
  // machine, and the aborted render saves nothing and cleans up after itself (renderVideo.ts).
  const stop = () => {
    controller.current?.abort();
    ended.current(CANCELLED_WORDS);
  };

  const percent = progress === null ? null : Math.round(progress * 100);
  return (
    <Box
      role="group"
      aria-label="Video"
      data-testid="video-progress"
      sx={{ display: 'flex', alignItems: 'center', gap: 1, flex: '1 1 14rem', maxWidth: '24rem' }}
    >
      <LinearProgress
        aria-label="Making the video"
        variant={percent === null ? 'indeterminate' : 'determinate'}
        value={percent ?? undefined}
        sx={{ flex: 1, minWidth: '5rem', height: 6, borderRadius: 3 }}
      />
      <Typography variant="body2" aria-hidden sx={{ minWidth: '3.5em', fontVariantNumeric: 'tabular-nums' }}>
        {percent === null ? 'Video…' : `${percent}%`}
      </Typography>
      <Button ref={cancel} onClick={stop} variant="outlined" size="small">
        Cancel
      </Button>
    </Box>
  );
}
