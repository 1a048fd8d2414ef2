import type { Page } from 'playwright-core';

export interface Shift {
  value: number;
  /** What moved: each source element as tag[aria-label or class]. */
  moved: string[];
}

/** Records the layout shifts the page makes from its first paint on (the Layout Instability API), input-driven ones excepted. Call before navigating. */
export async function recordShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as unknown as { shifts: { value: number; moved: string[] }[] };
    w.shifts = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean; sources: { node?: Node }[] }[]) {
        if (entry.hadRecentInput) continue;
        const moved = entry.sources.map((s) =>
          s.node instanceof Element
            ? `${s.node.tagName.toLowerCase()}[${s.node.getAttribute('aria-label') ?? s.node.className}]`
            : String(s.node?.nodeName),
        );
        w.shifts.push({ value: entry.value, moved });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** The shifts recorded so far and their sum (the page's cumulative layout shift). */
export async function recordedShifts(page: Page): Promise<{ shifts: Shift[]; total: number }> {
  const shifts = await page.evaluate(() => (window as unknown as { shifts: Shift[] }).shifts);
  return { shifts, total: shifts.reduce((sum, s) => sum + s.value, 0) };
}
