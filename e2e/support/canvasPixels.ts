import type { Page } from 'playwright-core';

/**
 * Every pixel of a canvas that keeps its picture (preserveDrawingBuffer, so drawImage sees it),
 * kept in the page under `name` for `differingPixels`.
 */
export async function keepCanvasPixels(page: Page, canvasSelector: string, name: string): Promise<void> {
  await page.evaluate(
    ({ canvasSelector, name }) => {
      const canvas = document.querySelector(canvasSelector) as HTMLCanvasElement;
      const copy = document.createElement('canvas');
      copy.width = canvas.width;
      copy.height = canvas.height;
      const context = copy.getContext('2d') as CanvasRenderingContext2D;
      context.drawImage(canvas, 0, 0);
      (window as unknown as Record<string, Uint8ClampedArray>)[name] = context.getImageData(0, 0, copy.width, copy.height).data;
    },
    { canvasSelector, name },
  );
}

/** How many pixels differ (in colour) between two kept pictures; Infinity if their sizes differ. */
export async function differingPixels(page: Page, a: string, b: string): Promise<number> {
  return page.evaluate(
    ({ a, b }) => {
      const kept = window as unknown as Record<string, Uint8ClampedArray>;
      if (kept[a]!.length !== kept[b]!.length) return Number.POSITIVE_INFINITY;
      let differing = 0;
      for (let i = 0; i < kept[a]!.length; i += 4)
        if (kept[a]![i] !== kept[b]![i] || kept[a]![i + 1] !== kept[b]![i + 1] || kept[a]![i + 2] !== kept[b]![i + 2]) differing++;
      return differing;
    },
    { a, b },
  );
}
