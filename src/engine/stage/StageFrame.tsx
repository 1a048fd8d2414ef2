import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { type ReactNode, useEffect, useMemo, useRef, useState } from 'react';
import { STAGE_BACKGROUND } from '../../render/stageColour';
import type { RendererFactory } from '../../render/stageRenderer';
import { usePageServices } from '../layout/pageServices';
import type { Extras } from '../session/familyAdapter';
import type { EngineUi } from '../session/uiSlices';
import { type UiStore, useUiSelector } from '../store/uiStore';
import { useFilmStage } from '../video/filmStages';
import { errorMessage } from '../worker/errorMessage';
import { isNotLoaded, NOT_LOADED_WORDS } from '../worker/notLoaded';
import { RING_RADIUS, RING_WIDTH, StatusRing } from './StatusRing';

export const borderColours = { running: '#66bb6a', paused: '#ffffff', midRunSecondBody: '#ffd54f', idle: 'rgba(255,255,255,0.3)' };

/** What the stage needs of a session. */
export interface StageSession<X extends Extras, View> {
  readonly store: UiStore<EngineUi<X>>;
  attachRenderer(renderer: import('../../render/stageRenderer').StageRenderer<View>): void;
}

interface Props<X extends Extras, View> {
  session: StageSession<X, View>;
  /** Creates the family's renderer in the canvas host (import Pixi lazily inside it). */
  renderer: RendererFactory<View>;
  /**
   * The canvas' accessible description, from the current state. Leave it out when the renderer
   * builds accessible DOM itself (a game's ARIA grid): an image role would hide it.
   */
  describe?: (ui: EngineUi<X>) => string;
  /** Paused mid-run shows a yellow border (spec §4, sort's second body). */
  yellowWhenPausedMidRun?: boolean;
  /** Above the canvas (a phase label...). */
  header?: ReactNode;
  /** Below the canvas (bucket labels, legends...). */
  footer?: ReactNode;
  /** Pixels per breakpoint, or 'auto' for a renderer that sizes itself (a DOM board). */
  height?: { xs: number; sm: number; md: number } | 'auto';
  /**
   * With `height="auto"`: the least height the renderer will take, as CSS of the renderer's
   * width (`100cqi` in the string given), so the stage holds the drawing's size from the first
   * paint instead of growing from 0 px when it is built and pushing the page down.
   */
  fitHeight?: (width: string) => string;
  /**
   * What the empty stage says while the renderer loads, in place of 'Preparing the animation…'
   * shown after a moment; gone once the renderer is ready.
   */
  preparing?: ReactNode;
  /**
   * The renderer host's role when `describe` is given: 'img' for a canvas (default); 'group' for
   * a renderer that draws readable DOM with its own scrolling boxes (the scheduler's lanes and
   * Gantt chart), whose content assistive tech and the keyboard must reach. Without `describe`
   * the host has no role (a board that is an ARIA grid itself).
   */
  hostRole?: 'img' | 'group';
  /** Over the canvas, same box (an editable grid's pointer and keyboard layer). */
  overlay?: ReactNode;
}

/**
 * The animation area of every visualizer: the family's renderer in a bordered frame whose
 * border follows the run (green running, white paused), the outcome line, and the run's state
 * as data-* attributes for tests and tools. `data-status` is `finished` only in the same
 * render that puts the outcome on the page, so waiting for it is enough.
 */
export function StageFrame<X extends Extras, View>({
  session,
  renderer,
  describe,
  yellowWhenPausedMidRun,
  header,
  footer,
  height,
  fitHeight,
  preparing,
  hostRole,
  overlay,
}: Props<X, View>) {
  const canvasHost = useRef<HTMLDivElement>(null);
  const frame = useRef<HTMLDivElement>(null);
  const status = useUiSelector(session.store, (s) => s.status);
  const midRun = useUiSelector(session.store, (s) => s.midRun);
  const outcome = useUiSelector(session.store, (s) => s.outcome);
  const describeNow = useRef(describe);
  describeNow.current = describe;
  const [drawError, setDrawError] = useState('');
  const chrome = usePageServices().chrome;
  const fill = useMemo(() => (chrome === 'embed' ? embedFill(height, fitHeight) : siteSize), [chrome, height, fitHeight]);
  // The page's 'Download video' films this stage with the same renderer, off the screen.
  useFilmStage(canvasHost, session, renderer, height === 'auto');

  // Counters and the canvas's description change with every operation: written straight to the
  // DOM (data-* attributes for tests and tools, the aria-label where it changed) instead of
  // re-rendering this frame and its MUI boxes through React several times a second.
  useEffect(() => {
    const write = () => {
      const ui = session.store.getSnapshot();
      if (frame.current) writeData(frame.current, ui);
      writeLabel(canvasHost.current, describeNow.current, ui);
    };
    write();
    return session.store.subscribe(write);
  }, [session]);

  // A description may also read the page's own state (the array search's blank key field): a page
  // that renders passes a new one, and the label follows it without waiting for the next operation.
  useEffect(() => writeLabel(canvasHost.current, describe, session.store.getSnapshot()), [describe, session]);

  useEffect(() => {
    const host = canvasHost.current;
    if (!host) return;
    let disposed = false;
    let destroy = () => {};
    setDrawError('');
    renderer(host)
      .then((created) => {
        if (disposed) created.destroy();
        else {
          session.attachRenderer(created);
          destroy = () => created.destroy();
          host.dataset.ready = 'true';
        }
      })
      // No WebGL (an old phone, a browser with it turned off): the run still plays and its
      // counters, narration and result still show; the empty box says why it stays empty.
      .catch((error: unknown) => {
        if (!disposed) setDrawError(drawErrorText(error));
      });
    return () => {
      disposed = true;
      destroy();
    };
  }, [session, renderer]);

  const border =
    status === 'running'
      ? borderColours.running
      : status === 'paused'
        ? yellowWhenPausedMidRun && midRun
          ? borderColours.midRunSecondBody
          : borderColours.paused
        : borderColours.idle;

  // Only the frame's own attributes and the ring follow the run's status. What the frame holds
  // (the renderer's boxes, the preparing words, the outcome) is made once per change of its own
  // inputs, so a run's start and end do not render those styled boxes again: emotion serialised
  // all five at each, three times a run, which at Fastest is several times a second.
  // `describe` only decides whether the host has a role: a page passing a new one each render
  // does not make the box again.
  const hostRoleNow = describe ? (hostRole ?? 'img') : undefined;
  const canvasBox = useMemo(
    () => (
      <Box sx={{ position: 'relative', minHeight: fitHeight?.('100cqi'), ...fill.canvasBox }}>
        <Box
          ref={canvasHost}
          role={hostRoleNow}
          sx={{ height: height ?? { xs: 240, sm: 340, md: 400 }, width: '100%', overflow: 'hidden', ...fill.host }}
        />
        {overlay}
        {!drawError &&
          (preparing === undefined ? (
            <Preparing />
          ) : (
            <Box sx={{ position: 'absolute', inset: 0, '[data-ready] ~ &': { display: 'none' } }}>{preparing}</Box>
          ))}
        {drawError && (
          <Typography
            role="alert"
            data-testid="stage-error"
            sx={{ position: 'absolute', inset: 0, p: 2, display: 'grid', placeItems: 'center', textAlign: 'center', color: 'error.light' }}
          >
            {drawError}
          </Typography>
        )}
      </Box>
    ),
    [fill, fitHeight, height, hostRoleNow, overlay, preparing, drawError],
  );
  // Read in the same render as `status`, so `data-status` and the outcome always agree.
  const outcomeLine = useMemo(
    () => (
      // anywhere: an outcome may quote the visitor's input whole ('Cannot Evaluate :1*2*…'), and at 360 px one long word widened the page.
      <Typography role="status" data-testid="outcome" sx={{ minHeight: '1.5em', px: 0.5, fontWeight: 600, overflowWrap: 'anywhere' }}>
        {outcome}
      </Typography>
    ),
    [outcome],
  );

  return (
    <Box
      ref={frame}
      data-testid="visualizer-stage"
      data-status={status}
      data-border={border}
      // The border's colour is drawn by StatusRing, over this transparent border (it says why),
      // with no colour transition: at Fastest a run starts and ends several times a second.
      // A size container when the height follows the width, so `100cqi` is the renderer's width.
      sx={{
        position: 'relative',
        border: `${RING_WIDTH}px solid transparent`,
        borderRadius: `${RING_RADIUS}px`,
        p: { xs: 0.5, sm: 1 },
        bgcolor: STAGE_BACKGROUND,
        containerType: fitHeight ? 'inline-size' : undefined,
        ...fill.frame,
      }}
    >
      {header}
      {canvasBox}
      {footer}
      {outcomeLine}
      <StatusRing colour={border} />
    </Box>
  );
}

type Fill = { frame?: object; canvasBox?: object; host?: object };

/** On the site the stage is as tall as the family asks. */
const siteSize: Fill = {};

/**
 * In the embed player's frame (EmbedLayout: the stage's cell is a size container), the stage
 * fills what the frame leaves it. A canvas of a fixed height grows or shrinks with the cell: its
 * host fills the canvas box, which takes the room left beside the header, footer and outcome
 * (at least 40% of the cell where the stage is not the cell's own child, a race's two sides).
 * A square board, which fits its cells to the width, gets a width the cell's height can hold.
 * A stage that sizes itself (the scheduler's lanes) stays as it is; the cell scrolls.
 */
function embedFill(height: Props<Extras, unknown>['height'], fitHeight: Props<Extras, unknown>['fitHeight']): Fill {
  if (fitHeight) return { frame: { width: 'min(100%, calc(100cqh - 3.5rem))', mx: 'auto' } };
  if (height === 'auto') return siteSize;
  return {
    frame: { flex: '1 1 auto', minHeight: 0, display: 'flex', flexDirection: 'column' },
    canvasBox: { flex: '1 1 auto', minHeight: 'max(64px, 40cqh)' },
    host: { position: 'absolute', inset: 0, height: 'auto' },
  };
}

/**
 * Said in the empty stage while the renderer's code and first picture load (1-1.6 s on a slow
 * phone, when the box sat empty without a word). It shows only after a moment, so a fast load
 * never flashes it, and goes by a style rule the moment the host is marked ready.
 */
function Preparing() {
  return (
    <Typography
      aria-hidden
      data-testid="stage-preparing"
      sx={{
        position: 'absolute',
        inset: 0,
        display: 'grid',
        placeItems: 'center',
        color: 'text.secondary',
        pointerEvents: 'none',
        opacity: 0,
        animation: 'stage-preparing-show 0s 400ms forwards',
        '@keyframes stage-preparing-show': { to: { opacity: 1 } },
        '[data-ready] ~ &': { display: 'none' },
      }}
    >
      Preparing the animation…
    </Typography>
  );
}

const STILL_FOLLOWS = 'The steps, counters and result below still follow the run.';

/**
 * The stage's words for a renderer that could not start: its code that did not arrive is the
 * connection's doing, not the browser's, and a visitor needs no chunk's URL.
 */
function drawErrorText(error: unknown): string {
  if (isNotLoaded(error)) return `${NOT_LOADED_WORDS} ${STILL_FOLLOWS}`;
  return `The animation cannot be drawn in this browser (${errorMessage(error)}). ${STILL_FOLLOWS}`;
}

const kebab = (key: string) => key.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

/** The stage's description as its aria-label, written only when it changed. */
function writeLabel<X extends Extras>(host: HTMLElement | null, describe: ((ui: EngineUi<X>) => string) | undefined, ui: EngineUi<X>): void {
  const label = describe?.(ui);
  if (host && label !== undefined) writeAttribute(host, 'aria-label', label);
}

function writeData<X extends Extras>(el: HTMLElement, ui: EngineUi<X>): void {
  writeAttribute(el, 'data-cursor', String(ui.cursor));
  writeAttribute(el, 'data-total', ui.total === null ? '' : String(ui.total));
  if (ui.run !== undefined) writeAttribute(el, 'data-run', String(ui.run));
  for (const [key, value] of Object.entries(ui.extras)) writeAttribute(el, `data-${kebab(key)}`, String(value));
}

/** Writing an attribute its own value still queues mutation records and style invalidation. */
function writeAttribute(el: HTMLElement, name: string, value: string): void {
  if (el.getAttribute(name) !== value) el.setAttribute(name, value);
}
