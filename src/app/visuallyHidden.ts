/** Styles that keep text for screen readers only (a status line, a button's name) off the screen. */
export const visuallyHidden = { position: 'absolute', width: 1, height: 1, margin: -1, padding: 0, border: 0, overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap' } as const;
