import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { type ReactNode, useEffect, useRef } from 'react';
import type { RendererFactory } from '../../render/stageRenderer';
import type { Extras } from './familyAdapter';
import type { EngineUiState } from './RunSession';
import { type UiStore, useUiSelector } from './uiStore';

export const borderColours = { running: '#66bb6a', paused: '#ffffff', midRunSecondBody: '#ffd54f', idle: 'rgba(255,255,255,0.3)' };

/** What the stage needs of a session. */
export interface StageSession<X extends Extras, View> {
  readonly store: UiStore<EngineUiState<X>>;
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
  describe?: (ui: EngineUiState<X>) => string;
  /** Paused mid-run shows a yellow border (spec §4, sort's second body). */
  yellowWhenPausedMidRun?: boolean;
  /** Above the canvas (a phase label...). */
  header?: ReactNode;
  /** Below the canvas (bucket labels, legends...). */
  footer?: ReactNode;
  /** Pixels per breakpoint, or 'auto' for a renderer that sizes itself (a DOM board). */
  height?: { xs: number; sm: number; md: number } | 'auto';
  /**
   * The renderer host's role when `describe` is given: 'img' for a canvas (default); 'group' for
   * a renderer that draws readable DOM with its own scrolling boxes (the scheduler's lanes and
   * Gantt chart), whose content assistive tech and the keyboard must reach. Without `describe`
   * the host has no role (a board that is an ARIA grid itself).
   */
  hostRole?: 'img' | 'group';
  /** Over the canvas, same box (an editable grid's pointer and keyboard layer). */
  overlay?: ReactNode;
  /**
   * Fade the border between colours (150 ms; default). A game turns it off: its runs last a
   * few frames at Fastest, and every fade restyled and repainted the frame for 150 ms and sent
   * React twelve transition events, at each play and each finish.
   */
  fadeBorder?: boolean;
}

/**
 * The animation area of every visualizer: the family's renderer in a bordered frame whose
 * border follows the run (green running, white paused), the outcome line, and the run's state
 * as data-* attributes for tests and tools. `data-status` is `finished` only in the same
 * render that puts the outcome on the page, so waiting for it is enough.
 */
export function StageFrame<X extends Extras, View>({ session, renderer, describe, yellowWhenPausedMidRun, header, footer, height, hostRole, overlay, fadeBorder = true }: Props<X, View>) {
  const canvasHost = useRef<HTMLDivElement>(null);
  const frame = useRef<HTMLDivElement>(null);
  const status = useUiSelector(session.store, (s) => s.status);
  const midRun = useUiSelector(session.store, (s) => s.midRun);
  const outcome = useUiSelector(session.store, (s) => s.outcome);
  const label = useUiSelector(session.store, (s) => describe?.(s) ?? '');

  // Counters change several times a second: written straight to data-* attributes (for tests
  // and tools) instead of re-rendering through React.
  useEffect(() => {
    const write = () => {
      const el = frame.current;
      if (el) writeData(el, session.store.getSnapshot());
    };
    write();
    return session.store.subscribe(write);
  }, [session]);

  useEffect(() => {
    const host = canvasHost.current;
    if (!host) return;
    let disposed = false;
    let destroy = () => {};
    renderer(host)
      .then((created) => {
        if (disposed) created.destroy();
        else {
          session.attachRenderer(created);
          destroy = () => created.destroy();
          host.dataset.ready = 'true';
        }
      })
      .catch((error: unknown) => {
        host.dataset.error = String(error);
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

  return (
    <Box
      ref={frame}
      data-testid="visualizer-stage"
      data-status={status}
      data-border={border}
      sx={{ border: `3px solid ${border}`, borderRadius: 2, p: { xs: 0.5, sm: 1 }, bgcolor: '#0a1522', transition: fadeBorder ? 'border-color 150ms' : 'none' }}
    >
      {header}
      <Box sx={{ position: 'relative' }}>
        <Box
          ref={canvasHost}
          role={describe ? (hostRole ?? 'img') : undefined}
          aria-label={describe ? label : undefined}
          sx={{ height: height ?? { xs: 240, sm: 340, md: 400 }, width: '100%', overflow: 'hidden' }}
        />
        {overlay}
      </Box>
      {footer}
      <Typography role="status" data-testid="outcome" sx={{ minHeight: '1.5em', px: 0.5, fontWeight: 600 }}>
        {outcome}
      </Typography>
    </Box>
  );
}

const kebab = (key: string) => key.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

function writeData<X extends Extras>(el: HTMLElement, ui: EngineUiState<X>): void {
  el.dataset.cursor = String(ui.cursor);
  el.dataset.total = ui.total === null ? '' : String(ui.total);
  for (const [key, value] of Object.entries(ui.extras)) el.setAttribute(`data-${kebab(key)}`, String(value));
}
