/**
 * The grid's two movable cells, named by their letters in the grid string: the start and the
 * end. Its own module so the editing rules and the words about them both use it without
 * importing each other.
 */
export type Marker = 'S' | 'E';
