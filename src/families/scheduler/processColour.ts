/** A dark, distinct colour per process: white labels keep ≥ 4.5:1 contrast on every hue. */
export const processColour = (pid: number): string => `hsl(${Math.round((pid * 137.5) % 360)}, 60%, 28%)`;
