import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ColourKey } from '../../engine/layout/ColourKey';
import { BarState, barPalette } from '../../render/bars/barState';
import { colourKeyFor } from './colourKey';
import { SortColourKey } from './SortColourKey';

const labels = (algorithm: Parameters<typeof colourKeyFor>[0]) => colourKeyFor(algorithm).map((e) => e.label);

/** WCAG relative luminance and contrast ratio of two '#rrggbb' colours. */
function contrast(a: string, b: string): number {
  const luminance = (hex: string) => {
    const [r, g, bl] = [1, 3, 5].map((i) => {
      const c = Number.parseInt(hex.slice(i, i + 2), 16) / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    }) as [number, number, number];
    return 0.2126 * r + 0.7152 * g + 0.0722 * bl;
  };
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

describe('the colour key under the sort stage', () => {
  it('names the colours each sort draws: the pivot on quick sorts, buckets under the bucket sorts', () => {
    expect(labels('quicksort(pivotlast)')).toEqual(['Compare', 'Swap', 'Pivot', 'Sorted']);
    expect(labels('bubblesort')).toEqual(['Compare', 'Swap', 'Sorted']);
    expect(labels('mergesort(loop)')).toEqual(['Compare', 'Write', 'Sorted']);
    expect(labels('countingsort')).toEqual(['Count', 'Write', 'Sorted', 'Bucket']);
    expect(labels('radixsort')).toEqual(['Write', 'Sorted', 'Bucket']);
  });

  it("takes its colours from the renderer's palette, each at least 3:1 against the dark stage", () => {
    for (const entry of colourKeyFor('quicksort(pivotlast)').concat(colourKeyFor('countingsort'))) {
      expect(Number.parseInt(entry.colour.slice(1), 16)).toBe(barPalette[entry.state]);
      // The stage's background (StageFrame, render/pixiApp.ts): WCAG 1.4.11 asks 3:1 of a graphic.
      expect(contrast(entry.colour, '#0a1522'), entry.label).toBeGreaterThanOrEqual(3);
    }
    expect(colourKeyFor('quicksort(pivotfirst)').find((e) => e.label === 'Pivot')?.state).toBe(BarState.Pivot);
  });

  it('renders a labelled list, a swatch and a word per colour', () => {
    const html = renderToStaticMarkup(<SortColourKey algorithm="quicksort(randomised)" />);
    expect(html).toMatch(/<ul[^>]*aria-label="Colour key"/);
    expect(html.match(/<li/g)).toHaveLength(4);
    expect(html).toContain('Pivot</li>');
    expect(html).toContain('data-colour="#ce93d8"');
    // The one key component every family's stage uses.
    expect(html).toBe(renderToStaticMarkup(<ColourKey entries={colourKeyFor('quicksort(randomised)')} />));
  });
});
