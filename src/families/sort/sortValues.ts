/** Spec §5: a shuffle does 8 × count random pair swaps. */
export function shuffleValues(values: readonly number[], random = Math.random): number[] {
  const out = [...values];
  for (let k = 0; k < 8 * out.length; k++) {
    const i = Math.floor(random() * out.length);
    const j = Math.floor(random() * out.length);
    const swapped = out[i]!;
    out[i] = out[j]!;
    out[j] = swapped;
  }
  return out;
}
