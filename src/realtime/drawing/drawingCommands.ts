/** Spec §3 'Drawing command' and §9 limits; the canvas channel carries a list of these. */
export const BOARD_SIZE = 800;
export const MIN_BRUSH = 1;
export const MAX_BRUSH = 5;
export const DEFAULT_BRUSH = 1;
export const DEFAULT_COLOUR = '#ffffff';

export type ArcParams = [x: number, y: number, weight: number, startAngle: number, endAngle: number];

export type DrawingCommand =
  | { type: 'arc'; params: ArcParams; fillStyle: string }
  | { type: 'clear' }
  /**
   * A snapshot (PNG data URL) for a peer that connects later. Data channels cap a message
   * (Chrome: 256 KiB), so a large snapshot travels in parts that the receiver joins.
   */
  | { type: 'recover'; data: string; part: number; parts: number };

export const SNAPSHOT_PREFIX = 'data:image/png;base64,';
/** Characters of snapshot per part: well under the smallest common data-channel message cap. */
export const SNAPSHOT_PART_CHARS = 60_000;
/** 800×800 RGBA uncompressed is 2.56 MB; a PNG data URL beyond this is not a real snapshot. */
export const MAX_SNAPSHOT_CHARS = 4_000_000;
const MAX_PARTS = Math.ceil(MAX_SNAPSHOT_CHARS / SNAPSHOT_PART_CHARS);
/** A peer may not make us paint more than this many dots from one message. */
export const MAX_COMMANDS_PER_MESSAGE = 5000;

const HEX_COLOUR = /^#[0-9a-f]{6}$/i;
const BASE64_PART = /^[A-Za-z0-9+/=]*$/;

export function arc(x: number, y: number, weight: number, fillStyle: string): DrawingCommand {
  return { type: 'arc', params: [x, y, weight, 0, 2 * Math.PI], fillStyle };
}

export function clampBrush(weight: number): number {
  if (!Number.isFinite(weight)) return DEFAULT_BRUSH;
  return Math.min(MAX_BRUSH, Math.max(MIN_BRUSH, Math.round(weight)));
}

/** Splits a snapshot into recover commands, each small enough for one data-channel message. */
export function recoverCommands(dataUrl: string): DrawingCommand[] {
  const parts = Math.max(1, Math.ceil(dataUrl.length / SNAPSHOT_PART_CHARS));
  return Array.from({ length: parts }, (_, part) => ({
    type: 'recover' as const,
    data: dataUrl.slice(part * SNAPSHOT_PART_CHARS, (part + 1) * SNAPSHOT_PART_CHARS),
    part,
    parts,
  }));
}

export function encodeCommands(commands: DrawingCommand[]): string {
  return JSON.stringify(commands);
}

const finite = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);

function decodeOne(v: unknown): DrawingCommand | null {
  if (typeof v !== 'object' || v === null) return null;
  const c = v as Record<string, unknown>;
  if (c.type === 'clear') return { type: 'clear' };
  if (c.type === 'arc') {
    const p = c.params;
    if (!Array.isArray(p) || p.length < 3 || !p.slice(0, 3).every(finite)) return null;
    if (typeof c.fillStyle !== 'string' || !HEX_COLOUR.test(c.fillStyle)) return null;
    const [x, y, w] = p as [number, number, number]; // length and finiteness checked above
    if (x < 0 || y < 0 || x > BOARD_SIZE || y > BOARD_SIZE) return null;
    return arc(x, y, clampBrush(w), c.fillStyle);
  }
  if (c.type === 'recover') {
    const { data, part, parts } = c;
    if (typeof data !== 'string' || data.length > SNAPSHOT_PART_CHARS) return null;
    if (!Number.isInteger(part) || !Number.isInteger(parts)) return null;
    const [i, n] = [part as number, parts as number];
    if (n < 1 || n > MAX_PARTS || i < 0 || i >= n) return null;
    const body = i === 0 ? data.slice(SNAPSHOT_PREFIX.length) : data;
    if ((i === 0 && !data.startsWith(SNAPSHOT_PREFIX)) || !BASE64_PART.test(body)) return null;
    return { type: 'recover', data, part: i, parts: n };
  }
  return null;
}

/** Reads a peer's canvas message: malformed data yields [], malformed entries are dropped. */
export function decodeCommands(raw: unknown): DrawingCommand[] {
  if (typeof raw !== 'string') return [];
  let data: unknown;
  try {
    data = JSON.parse(raw);
  } catch {
    return [];
  }
  if (!Array.isArray(data)) return [];
  return data
    .slice(0, MAX_COMMANDS_PER_MESSAGE)
    .map(decodeOne)
    .filter((c): c is DrawingCommand => c !== null);
}

/** Joins recover parts as they arrive; returns the whole snapshot once the last part is in. */
export function createSnapshotAssembler() {
  let parts: string[] = [];
  let expected = 0;
  return (c: Extract<DrawingCommand, { type: 'recover' }>): string | null => {
    if (c.part === 0 || c.parts !== expected) {
      parts = [];
      expected = c.parts;
    }
    parts[c.part] = c.data;
    for (let i = 0; i < expected; i++) if (parts[i] === undefined) return null;
    const whole = parts.join('');
    parts = [];
    expected = 0;
    return whole.length <= MAX_SNAPSHOT_CHARS ? whole : null;
  };
}
