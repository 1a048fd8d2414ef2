/**
 * The shape every family's operations share. An operation is four int32s: [code, a, b, c].
 * Fixed width keeps a chunk one flat Int32Array that a worker can transfer (not copy) and the
 * player can index without allocating. The codes belong to each family (`workers/sort/sortOps.ts`,
 * ...): the engine never reads them, it only hands operations to the family's model.
 */
export const OP_WIDTH = 4;

/** An operation as an algorithm yields it (before encoding); `code` is the family's own. */
export type Operation = readonly [code: number, a: number, b: number, c: number];
