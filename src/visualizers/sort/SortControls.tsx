import Pause from '@mui/icons-material/Pause';
import PlayArrow from '@mui/icons-material/PlayArrow';
import Shuffle from '@mui/icons-material/Shuffle';
import SkipNext from '@mui/icons-material/SkipNext';
import SkipPrevious from '@mui/icons-material/SkipPrevious';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import Slider from '@mui/material/Slider';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { memo, useEffect, useState } from 'react';
import { useUiSelector } from '../player/uiStore';
import type { SortSession } from './sortSession';
import { clampCount, MAX_BARS, MAX_RANGE, MAX_SPEED, MIN_BARS, MIN_RANGE, MIN_SPEED, padCount } from './sortValues';

interface Props {
  session: SortSession;
  count: number;
  onCount: (count: number) => void;
  range: number | null;
  onRange: (range: number) => void;
  speed: number;
  onSpeed: (speed: number) => void;
  fastest: boolean;
  onFastest: (fastest: boolean) => void;
  onShuffle: () => void;
}

function LabelledSlider({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '9rem 1fr' }, alignItems: 'center', columnGap: 2 }}>
      <Typography variant="body2">{label}</Typography>
      <Box sx={{ px: 1.5 }}>{children}</Box>
    </Box>
  );
}

/** The settings area: play/pause, steps, shuffle, speed, bar count, counting range, progress, counters. */
export function SortControls(props: Props) {
  const { session, count, range, speed, fastest } = props;
  const running = useUiSelector(session.store, (s) => s.status === 'running');
  const finished = useUiSelector(session.store, (s) => s.finished);
  const atStart = useUiSelector(session.store, (s) => s.cursor <= s.historyStart);
  const error = useUiSelector(session.store, (s) => s.error);
  const [countDraft, setCountDraft] = useState(count);
  const [countText, setCountText] = useState(String(count));
  const [rangeDraft, setRangeDraft] = useState(range ?? MIN_RANGE);
  useEffect(() => {
    setCountDraft(count);
    setCountText(String(count));
  }, [count]);
  useEffect(() => setRangeDraft(range ?? MIN_RANGE), [range]);
  const commitCountText = () => props.onCount(clampCount(Number(countText)));

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
        <IconButton aria-label="Step back" onClick={() => void session.stepBack()} disabled={atStart}>
          <SkipPrevious />
        </IconButton>
        <IconButton
          aria-label={running ? 'Pause' : 'Play'}
          data-testid="play-pause"
          onClick={() => void session.toggle()}
          sx={{ border: 2, borderColor: running ? 'success.main' : 'common.white', color: running ? 'success.main' : 'common.white' }}
        >
          {running ? <Pause /> : <PlayArrow />}
        </IconButton>
        <IconButton aria-label="Step forward" onClick={() => void session.stepForward()} disabled={finished}>
          <SkipNext />
        </IconButton>
        <Button startIcon={<Shuffle />} onClick={props.onShuffle} disabled={running} variant="outlined" size="small">
          Shuffle
        </Button>
        <FormControlLabel control={<Switch checked={fastest} onChange={(e) => props.onFastest(e.target.checked)} />} label="Fastest" />
      </Box>

      <LabelledSlider label={fastest ? 'Speed (fastest)' : `Speed: ${-speed} ms`}>
        <Slider aria-label="Speed" min={MIN_SPEED} max={MAX_SPEED} step={1} value={speed} disabled={fastest} onChange={(_, v) => props.onSpeed(v as number)} />
      </LabelledSlider>

      <LabelledSlider label={`Bars: ${padCount(countDraft)}`}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
          <Slider
            aria-label="Bar count"
            min={MIN_BARS}
            max={MAX_BARS}
            value={countDraft}
            disabled={running}
            onChange={(_, v) => setCountDraft(v as number)}
            onChangeCommitted={(_, v) => props.onCount(v as number)}
          />
          <TextField
            label="Bars"
            size="small"
            value={countText}
            disabled={running}
            onChange={(e) => setCountText(e.target.value)}
            onBlur={commitCountText}
            onKeyDown={(e) => e.key === 'Enter' && commitCountText()}
            slotProps={{ htmlInput: { inputMode: 'numeric', 'data-testid': 'count-input' } }}
            sx={{ width: '6.5rem', flexShrink: 0 }}
          />
        </Box>
      </LabelledSlider>

      {range !== null && (
        <LabelledSlider label={`Value range: ${rangeDraft}`}>
          <Slider
            aria-label="Value range"
            min={MIN_RANGE}
            max={MAX_RANGE}
            value={rangeDraft}
            disabled={running}
            onChange={(_, v) => setRangeDraft(v as number)}
            onChangeCommitted={(_, v) => props.onRange(v as number)}
          />
        </LabelledSlider>
      )}

      <ProgressControl session={session} />
      <Counters session={session} />
      {error && (
        <Typography role="alert" color="error">
          {error}
        </Typography>
      )}
      <Narration session={session} />
    </Box>
  );
}

/** The scrubbable progress bar: the only slider that follows the animation. */
const ProgressControl = memo(function ProgressControl({ session }: { session: SortSession }) {
  const cursor = useUiSelector(session.store, (s) => s.cursor);
  const total = useUiSelector(session.store, (s) => s.total);
  const max = total ?? Math.max(cursor, 1);
  return (
    <LabelledSlider label={`Step ${cursor} of ${total ?? '…'}`}>
      {/*
        A native range input: its value changes several times a second while playing, and a
        styled MUI slider re-rendering that often (eased thumb included) cost frames on a
        throttled CPU. Native, it is still keyboard- and screen-reader-operable.
      */}
      <input
        type="range"
        aria-label="Progress"
        min={0}
        max={max}
        value={Math.min(cursor, max)}
        onChange={(e) => void session.seek(Number(e.target.value))}
        style={{ width: '100%', accentColor: '#4fc3f7', margin: '12px 0' }}
      />
    </LabelledSlider>
  );
});

const Counters = memo(function Counters({ session }: { session: SortSession }) {
  const comparisons = useUiSelector(session.store, (s) => s.comparisons);
  const writes = useUiSelector(session.store, (s) => s.writes);
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 3, contain: 'layout paint' }}>
      <Typography data-testid="comparisons">Comparisons: {comparisons}</Typography>
      <Typography data-testid="writes">Writes: {writes}</Typography>
    </Box>
  );
});

/** Polite narration, throttled by the session (spec: 'comparing 12 and 40'). */
const Narration = memo(function Narration({ session }: { session: SortSession }) {
  const narration = useUiSelector(session.store, (s) => s.narration);
  return (
    <Typography aria-live="polite" data-testid="narration" sx={{ minHeight: '1.5em', color: 'text.secondary' }}>
      {narration}
    </Typography>
  );
});
