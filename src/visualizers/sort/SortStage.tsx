import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useEffect, useRef } from 'react';
import { useUiSelector } from '../player/uiStore';
import type { SortSession, SortUiState } from './sortSession';

const borderColours = { running: '#66bb6a', paused: '#ffffff', midRunSecondBody: '#ffd54f', idle: 'rgba(255,255,255,0.3)' };

/**
 * The animation area: a Pixi canvas of bars (and buckets for the second body), with its run
 * state exposed as data-* attributes for tests and a border colour for people (spec §4).
 */
export function SortStage({ session, secondBody, bucketLabels }: { session: SortSession; secondBody: boolean; bucketLabels?: string[] }) {
  const canvasHost = useRef<HTMLDivElement>(null);
  const frame = useRef<HTMLDivElement>(null);
  const status = useUiSelector(session.store, (s) => s.status);
  const midRun = useUiSelector(session.store, (s) => s.midRun);
  const finished = useUiSelector(session.store, (s) => s.finished);
  const count = useUiSelector(session.store, (s) => s.count);
  const phase = useUiSelector(session.store, (s) => s.phase);

  // Counters change several times a second: written straight to data-* attributes (for tests
  // and tools) instead of re-rendering through React.
  useEffect(() => {
    const write = () => {
      const el = frame.current;
      if (el) writeCounters(el, session.store.getSnapshot());
    };
    write();
    return session.store.subscribe(write);
  }, [session]);

  useEffect(() => {
    const host = canvasHost.current;
    if (!host) return;
    let disposed = false;
    let destroy = () => {};
    // Pixi is imported here, inside the visualizer chunk, so the home route never loads it.
    void import('../../render/pixiBars')
      .then(({ PixiBars }) => PixiBars.create(host))
      .then((renderer) => {
        if (disposed) renderer.destroy();
        else {
          session.attachRenderer(renderer);
          destroy = () => renderer.destroy();
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
  }, [session]);

  const border =
    status === 'running'
      ? borderColours.running
      : status === 'paused'
        ? secondBody && midRun
          ? borderColours.midRunSecondBody
          : borderColours.paused
        : borderColours.idle;

  return (
    <Box
      ref={frame}
      data-testid="sort-stage"
      data-state={status}
      data-finished={finished}
      data-count={count}
      data-border={border}
      sx={{ border: `3px solid ${border}`, borderRadius: 2, p: { xs: 0.5, sm: 1 }, bgcolor: '#0a1522', transition: 'border-color 150ms' }}
    >
      {secondBody && (
        <Typography data-testid="sort-phase" variant="body2" sx={{ minHeight: '1.5em', color: 'text.secondary', px: 0.5 }}>
          {phase}
        </Typography>
      )}
      <Box
        ref={canvasHost}
        role="img"
        aria-label={`${count} bars${secondBody ? ' above their buckets' : ''}; ${finished ? 'sorted' : status}`}
        sx={{ height: { xs: 240, sm: 340, md: 400 }, width: '100%', overflow: 'hidden' }}
      />
      {bucketLabels && (
        <Box aria-hidden sx={{ display: 'flex', color: 'text.secondary', fontSize: '0.8rem' }}>
          {bucketLabels.map((label) => (
            <Box key={label} sx={{ flex: 1, textAlign: 'center' }}>
              {label}
            </Box>
          ))}
        </Box>
      )}
    </Box>
  );
}

function writeCounters(el: HTMLElement, ui: SortUiState): void {
  el.dataset.cursor = String(ui.cursor);
  el.dataset.total = ui.total === null ? '' : String(ui.total);
  el.dataset.comparisons = String(ui.comparisons);
  el.dataset.writes = String(ui.writes);
  el.dataset.values = ui.values;
}
