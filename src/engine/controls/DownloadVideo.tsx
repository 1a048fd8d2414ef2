import Movie from '@mui/icons-material/Movie';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { type ComponentType, useContext, useEffect, useRef, useState } from 'react';
import { type FilmSession, type FilmStage, isFilmSession, useFilmedStage } from '../video/filmStages';
import type { VideoProgressProps } from '../video/VideoProgress';
import { videoFileName } from '../video/videoFileName';
import { isNotLoaded, NOT_LOADED_WORDS } from '../worker/notLoaded';
import { PlayBlockedContext } from './playBlocked';

/**
 * 'Download video': a video of the page's input from its first step to its end at the page's
 * speed, saved as `{family}-{value}.webm` (engine/video). Shown on every page whose stage has a
 * run. Its code (the renderer off the screen, the encoders, the muxer) loads on the first click,
 * not with the page; while it renders, a progress bar with Cancel stands in its place.
 */
export function DownloadVideo() {
  const filmed = useFilmedStage();
  const blocked = useContext(PlayBlockedContext);
  const [job, setJob] = useState<{ Progress: ComponentType<VideoProgressProps>; stage: FilmStage; session: FilmSession } | null>(null);
  const [said, setSaid] = useState('');
  const button = useRef<HTMLButtonElement>(null);
  const refocus = useRef(false);
  useEffect(() => {
    if (job || !refocus.current) return;
    refocus.current = false;
    button.current?.focus();
  }, [job]);

  const stage = filmed?.stage;
  if (!filmed || !stage || !isFilmSession(stage.session)) return null;
  const session = stage.session;
  const fileName = videoFileName(filmed.family, filmed.value);

  const start = () => {
    setSaid('Preparing the video…');
    import('../video/VideoProgress')
      .then(({ VideoProgress }) => {
        setSaid('');
        setJob({ Progress: VideoProgress, stage, session });
      })
      .catch((error: unknown) => setSaid(isNotLoaded(error) ? NOT_LOADED_WORDS : `The video could not be made: ${String(error)}`));
  };
  const end = (words: string) => {
    refocus.current = true;
    setJob(null);
    setSaid(words);
  };

  return (
    <>
      {job ? (
        <job.Progress stage={job.stage} session={job.session} fileName={fileName} onEnd={end} />
      ) : (
        <Button ref={button} startIcon={<Movie />} onClick={start} disabled={blocked} variant="outlined" size="small">
          Download video
        </Button>
      )}
      <Typography role="status" variant="body2" data-testid="video-status" sx={{ color: 'text.secondary', '&:empty': { display: 'none' } }}>
        {said}
      </Typography>
    </>
  );
}
