import Box from '@mui/material/Box';
import { type PointerEvent, useEffect, useRef, useState } from 'react';
import type { RoomSession } from '../room/roomSession';
import { boardPoint, dotsBetween, paintCommand, paintSnapshot } from './canvasPainter';
import { DrawingToolbar } from './DrawingToolbar';
import {
  arc,
  BOARD_SIZE,
  createSnapshotAssembler,
  DEFAULT_BRUSH,
  DEFAULT_COLOUR,
  type DrawingCommand,
  decodeCommands,
  encodeCommands,
  recoverCommands,
} from './drawingCommands';
import { createStrokeBatcher } from './strokeBatcher';

const DOTS_PER_MESSAGE = 1000;
const timers = { setTimeout: (run: () => void, ms: number) => setTimeout(run, ms), clearTimeout: (h: unknown) => clearTimeout(h as number) };

/** Spec §2/§4/§9: the shared 800×800 board. Press starts a stroke, move draws dots, release ends it. */
export function DrawingBoard({ session }: { session: RoomSession }) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const [colour, setColour] = useState(DEFAULT_COLOUR);
  const [brush, setBrush] = useState(DEFAULT_BRUSH);
  const last = useRef<{ x: number; y: number } | null>(null);
  const dirty = useRef(false);
  const batcher = useRef<ReturnType<typeof createStrokeBatcher>>(null);

  useEffect(() => {
    const ctx = () => canvasRef.current?.getContext('2d') ?? null;
    // A fast stroke can pile up many dots in 50 ms; each message stays far below the channel cap.
    const send = (commands: DrawingCommand[]) => {
      for (let i = 0; i < commands.length; i += DOTS_PER_MESSAGE)
        session.broadcast('canvas', encodeCommands(commands.slice(i, i + DOTS_PER_MESSAGE)));
    };
    batcher.current = createStrokeBatcher(send, timers);
    const assemblers = new Map<string, ReturnType<typeof createSnapshotAssembler>>();
    const offMessage = session.onChannelMessage('canvas', (from, data) => {
      const c = ctx();
      if (!c) return;
      for (const command of decodeCommands(data)) {
        if (command.type !== 'recover') {
          if (command.type === 'clear') batcher.current?.discard();
          paintCommand(c, command);
          dirty.current = command.type === 'arc' || (dirty.current && command.type !== 'clear');
          continue;
        }
        const join = assemblers.get(from) ?? createSnapshotAssembler();
        assemblers.set(from, join);
        const snapshot = join(command);
        if (snapshot) {
          paintSnapshot(c, snapshot);
          dirty.current = true;
        }
      }
    });
    // A peer who connects later gets the current picture, one part per message.
    const offOpen = session.onChannelOpen('canvas', (_peer, sendToPeer) => {
      const canvas = canvasRef.current;
      if (!canvas || !dirty.current) return;
      for (const part of recoverCommands(canvas.toDataURL('image/png'))) sendToPeer(encodeCommands([part]));
    });
    return () => {
      offMessage();
      offOpen();
      batcher.current?.dispose();
    };
  }, [session]);

  const draw = (x: number, y: number) => {
    const c = canvasRef.current?.getContext('2d');
    if (!c) return;
    const command = arc(x, y, brush, colour);
    paintCommand(c, command);
    batcher.current?.add(command);
    dirty.current = true;
  };

  const onDown = (e: PointerEvent<HTMLCanvasElement>) => {
    if (e.button !== 0) return;
    e.currentTarget.setPointerCapture?.(e.pointerId);
    const p = boardPoint(e.currentTarget, e.clientX, e.clientY);
    batcher.current?.start();
    last.current = p;
    draw(p.x, p.y);
  };
  const onMove = (e: PointerEvent<HTMLCanvasElement>) => {
    const from = last.current;
    if (!from) return;
    const p = boardPoint(e.currentTarget, e.clientX, e.clientY);
    for (const dot of dotsBetween(from, p, brush)) draw(dot.x, dot.y);
    last.current = p;
  };
  const onUp = () => {
    if (!last.current) return;
    last.current = null;
    batcher.current?.end();
  };
  const clear = () => {
    const c = canvasRef.current?.getContext('2d');
    if (c) paintCommand(c, { type: 'clear' });
    dirty.current = false;
    batcher.current?.sendNow({ type: 'clear' });
  };

  return (
    <Box>
      <DrawingToolbar colour={colour} brush={brush} onColour={setColour} onBrush={setBrush} onClear={clear} />
      <Box
        component="canvas"
        ref={canvasRef}
        width={BOARD_SIZE}
        height={BOARD_SIZE}
        role="img"
        aria-label="Drawing board: draw with a mouse, pen or finger"
        onPointerDown={onDown}
        onPointerMove={onMove}
        onPointerUp={onUp}
        onPointerCancel={onUp}
        onLostPointerCapture={onUp}
        sx={{
          display: 'block',
          width: '100%',
          maxWidth: BOARD_SIZE,
          aspectRatio: '1 / 1',
          touchAction: 'none',
          bgcolor: '#05080d',
          border: 1,
          borderColor: 'divider',
          borderRadius: 1,
          cursor: 'crosshair',
        }}
      />
    </Box>
  );
}
