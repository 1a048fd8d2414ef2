/**
 * A cell as the boards name it, 1-based: 'row 2, column 4'. The grid's labels and the AIs'
 * narration use the same words, so a screen-reader user hears the cell the focus can find.
 */
export const cellName = (row: number, col: number) => `row ${row + 1}, column ${col + 1}`;

/** The same for a cell index in reading order on a board `cols` wide. */
export const cellNameAt = (cell: number, cols: number) => cellName(Math.floor(cell / cols), cell % cols);
