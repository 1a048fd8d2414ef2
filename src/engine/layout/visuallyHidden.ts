/**
 * Styles that keep text for screen readers only (a status line, a button's name) off the screen.
 * Lengths are strings: in MUI's `sx` a bare 1 is 100% and a bare -1 one spacing unit (8 px).
 */
export const visuallyHidden = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  margin: '-1px',
  padding: 0,
  border: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;
