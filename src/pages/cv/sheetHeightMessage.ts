/**
 * How the printable CV in /cv's frame tells /cv how tall it is, so the frame can be exactly that
 * tall and never scroll on its own (issue 47). A message the page did not send in this shape, or
 * with a height no sheet could have, is ignored: the frame keeps the height it has.
 */
const TYPE = 'cv-sheet-height';
/** Far beyond any CV (a few thousand px at 360 px wide): anything taller is not a real report. */
const MAX_HEIGHT_PX = 100_000;

export interface SheetHeightMessage {
  type: typeof TYPE;
  height: number;
}

/** The message for a sheet whose bottom edge is `height` CSS px down its document (rounded up: the frame holds whole pixels). */
export function sheetHeightMessage(height: number): SheetHeightMessage {
  return { type: TYPE, height: Math.ceil(height) };
}

/** The height a received message reports, or undefined when it is not such a message. */
export function readSheetHeight(data: unknown): number | undefined {
  if (typeof data !== 'object' || data === null) return undefined;
  const { type, height } = data as Partial<SheetHeightMessage>;
  if (type !== TYPE || typeof height !== 'number' || !Number.isInteger(height)) return undefined;
  return height > 0 && height <= MAX_HEIGHT_PX ? height : undefined;
}
