import Pause from '@mui/icons-material/Pause';
import PlayArrow from '@mui/icons-material/PlayArrow';
import SkipNext from '@mui/icons-material/SkipNext';
import SkipPrevious from '@mui/icons-material/SkipPrevious';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import Slider from '@mui/material/Slider';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { memo, type ReactNode } from 'react';
import { EMBED_NARROW } from '../layout/embedMedia';
import { usePageServices } from '../layout/pageServices';
import { pageKeys, usePageKeys } from '../page/pageKeys';
import { MAX_SPEED, MIN_SPEED } from '../player/speed';
import type { CounterSpec, Extras } from '../session/familyAdapter';
import type { RunUi } from '../session/uiSlices';
import { type UiStore, useUiSelector } from '../store/uiStore';
import { Counters, Narration, ProgressControl, RunError } from './EngineReadouts';
import { LabelledSlider } from './LabelledSlider';
import { PlayBlockedContext } from './playBlocked';
import { ShareActions } from './ShareActions';

/** What the controls need of a session (RunSession has it all). */
export interface TransportSession<X extends Extras> {
  readonly store: UiStore<RunUi<X>>;
  toggle(): Promise<void>;
  stepBack(): Promise<void>;
  stepForward(): Promise<void>;
  seek(target: number): Promise<void>;
}

interface Props<X extends Extras> {
  session: TransportSession<X>;
  speed: number;
  onSpeed: (speed: number) => void;
  fastest: boolean;
  onFastest: (fastest: boolean) => void;
  counters: readonly CounterSpec<X>[];
  /** Family buttons beside the transport (Shuffle, New processes, Maze...). */
  actions?: ReactNode;
  /** Family settings, under the speed slider (bar count, grid size...). */
  children?: ReactNode;
  /** Play, the step buttons and the progress bar stay visible but disabled (an input error blocks the run). */
  playBlocked?: boolean;
}

/** A row of controls that wraps on a narrow screen: the transport's, and the share actions'. */
const BUTTON_ROW = { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 } as const;

/**
 * The settings area every visualizer shares: play/pause/resume, step back and forward, the
 * family's buttons, Fastest, speed, the family's settings, progress, counters, errors,
 * narration and Share. It reads nothing of the run itself: each part below subscribes to what
 * it shows, so a status change re-renders three buttons, not every slider on the panel.
 */
export function TransportControls<X extends Extras>(props: Props<X>) {
  const { session, speed, onSpeed, fastest, onFastest, counters, actions, children, playBlocked } = props;
  const { store } = session;
  if (usePageServices().chrome === 'embed') return <EmbedTransport {...props} />;
  return (
    <PlayBlockedContext.Provider value={playBlocked ?? false}>
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }}>
        {/* The transport, its progress and what the run has counted together, right under the stage. */}
        <Box sx={BUTTON_ROW}>
          <TransportButtons session={session} playBlocked={playBlocked} />
          {actions}
          <FastestSwitch fastest={fastest} onFastest={onFastest} />
        </Box>
        {/* Right under Play: further down, a phone showed it below the fold, and Play seemed to do nothing. */}
        <RunError store={store} />
        <ProgressControl store={store} onSeek={(to) => void session.seek(to)} blocked={playBlocked} />
        <Counters store={store} counters={counters} />
        <Narration store={store} />
        {/* What a visitor takes away (link, embed, video, the room) after the run's state: on a
            phone its four buttons wrap onto rows that pushed the progress bar and a run's error
            away from Play. */}
        <Box sx={BUTTON_ROW}>
          <ShareActions />
        </Box>

        {/* Then the settings: the pace and the family's own. */}
        <SpeedSlider speed={speed} fastest={fastest} onSpeed={onSpeed} />
        {children}
        <KeysHint />
      </Box>
    </PlayBlockedContext.Provider>
  );
}

/**
 * The embed player's transport (issue 49): Play, the steps, the family's buttons, Fastest, the
 * speed, the progress, counters and narration; in a frame under 480 px wide only Play, the steps
 * and the speed. Not the family's settings: an embed plays the input it was given, and its 'Open
 * on the site' link is where to change it (the sort's Sound with them, so an embed never plays
 * tones: `children` is not drawn); no Share, whose link is the site's; no keys hint.
 */
function EmbedTransport<X extends Extras>({ session, speed, onSpeed, fastest, onFastest, counters, actions, playBlocked }: Props<X>) {
  const { store } = session;
  const wideOnly = { [EMBED_NARROW]: { display: 'none' } };
  return (
    <Box data-testid="embed-transport" sx={{ display: 'flex', flexDirection: 'column', gap: 0.5 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 1 }}>
        <TransportButtons session={session} playBlocked={playBlocked} />
        <Box data-testid="embed-wide-controls" sx={{ display: 'contents', ...wideOnly }}>
          {actions}
          <FastestSwitch fastest={fastest} onFastest={onFastest} />
        </Box>
        <Box sx={{ flex: '1 1 8rem', minWidth: '7rem', px: 1 }}>
          <SpeedSlider speed={speed} fastest={fastest} onSpeed={onSpeed} />
        </Box>
      </Box>
      <RunError store={store} />
      <Box sx={wideOnly}>
        <ProgressControl store={store} onSeek={(to) => void session.seek(to)} blocked={playBlocked} />
        <Counters store={store} counters={counters} />
        <Narration store={store} />
      </Box>
    </Box>
  );
}

/**
 * The page keys (useEngineKeyboard.ts), said where a visitor can find them, not only in the code,
 * with the switch that turns them off (pageKeys.ts; remembered in this browser).
 */
function KeysHint() {
  const on = usePageKeys();
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 1 }}>
      <FormControlLabel
        sx={{ ml: 0 }}
        control={<Switch size="small" checked={on} onChange={(e) => pageKeys.set(e.target.checked)} />}
        label={<Typography variant="caption">Page keys</Typography>}
      />
      <Typography variant="caption" data-testid="keys-hint" sx={{ color: 'text.secondary' }}>
        {on
          ? 'Keys: Space play or pause · ← → step · + − speed (not while typing in a field)'
          : 'Page keys are off: keys act only on the focused control'}
      </Typography>
    </Box>
  );
}

/**
 * Step back, Play or Pause, Step forward: each button subscribes to what it shows, so a run's
 * start or end renders the buttons whose state changed, not all three (each is a few styled
 * elements that emotion serialises again), and their icons are made once.
 */
function TransportButtons<X extends Extras>({ session, playBlocked }: { session: TransportSession<X>; playBlocked?: boolean }) {
  // Announced only while the page keys act.
  const keys = usePageKeys();
  return (
    <>
      <StepButton step={steps.back} session={session} playBlocked={playBlocked} keys={keys} />
      <PlayPauseButton session={session} playBlocked={playBlocked} keys={keys} />
      <StepButton step={steps.forward} session={session} playBlocked={playBlocked} keys={keys} />
    </>
  );
}

interface ButtonProps<X extends Extras> {
  session: TransportSession<X>;
  playBlocked?: boolean;
  keys: boolean;
}

/** A step button: its name, key and icon, where it can go no further, and the step it takes. */
interface Step {
  label: string;
  key: string;
  icon: ReactNode;
  atEnd: (ui: RunUi<Extras>) => boolean;
  take: (session: TransportSession<Extras>) => Promise<void>;
}

const steps = {
  back: {
    label: 'Step back',
    key: 'ArrowLeft',
    icon: <SkipPrevious />,
    atEnd: (s) => s.cursor <= s.historyStart,
    take: (session) => session.stepBack(),
  },
  forward: {
    label: 'Step forward',
    key: 'ArrowRight',
    icon: <SkipNext />,
    // A run at its end, not a result reached by hand before any run (a game won by the visitor):
    // there Play and Step forward both start the AI's run, so both stay enabled.
    atEnd: (s) => s.status === 'finished' && s.cursor > 0,
    take: (session) => session.stepForward(),
  },
} satisfies Record<string, Step>;

function StepButton<X extends Extras>({ step, session, playBlocked, keys }: ButtonProps<X> & { step: Step }) {
  const atEnd = useUiSelector(session.store, step.atEnd);
  return (
    <IconButton
      aria-label={step.label}
      aria-keyshortcuts={keys ? step.key : undefined}
      onClick={() => void step.take(session)}
      disabled={atEnd || playBlocked}
    >
      {step.icon}
    </IconButton>
  );
}

const playIcons = { play: <PlayArrow />, pause: <Pause /> };

function PlayPauseButton<X extends Extras>({ session, playBlocked, keys }: ButtonProps<X>) {
  const running = useUiSelector(session.store, (s) => s.playerStatus === 'running');
  return (
    <IconButton
      aria-label={running ? 'Pause' : 'Play'}
      data-testid="play-pause"
      aria-keyshortcuts={keys ? 'Space' : undefined}
      disabled={playBlocked && !running}
      onClick={() => void session.toggle()}
      sx={running ? playSx.running : playSx.idle}
    >
      {running ? playIcons.pause : playIcons.play}
    </IconButton>
  );
}

const playSx = {
  running: { border: 2, borderColor: 'success.main', color: 'success.main' },
  idle: { border: 2, borderColor: 'common.white', color: 'common.white' },
} as const;

const FastestSwitch = memo(function FastestSwitch({ fastest, onFastest }: { fastest: boolean; onFastest: (fastest: boolean) => void }) {
  // No negative start margin (MUI's default, which aligns a switch with text above it): in this
  // row it pulled the switch against the button before it.
  return <FormControlLabel sx={{ ml: 0 }} control={<Switch checked={fastest} onChange={(e) => onFastest(e.target.checked)} />} label="Fastest" />;
});

const SpeedSlider = memo(function SpeedSlider({ speed, fastest, onSpeed }: { speed: number; fastest: boolean; onSpeed: (speed: number) => void }) {
  const keys = usePageKeys();
  return (
    <LabelledSlider label={fastest ? 'Speed (fastest)' : `Speed: ${-speed} ms`}>
      {/* The value is the negated delay (right is faster): a screen reader must hear the delay the label shows, not 'minus 2500'. */}
      <Slider
        aria-label="Speed"
        aria-keyshortcuts={keys ? 'Plus Minus' : undefined}
        getAriaValueText={(v) => (fastest ? 'fastest' : `${-v} ms`)}
        min={MIN_SPEED}
        max={MAX_SPEED}
        step={1}
        value={speed}
        disabled={fastest}
        onChange={(_, v) => onSpeed(v as number)}
      />
    </LabelledSlider>
  );
});
