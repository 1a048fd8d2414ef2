import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

export interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[] }[];
}

/** Runs axe-core in the page and returns its serious and critical violations. */
export async function seriousViolations(page: Page): Promise<AxeViolation[]> {
  // Colours are checked at rest, as WCAG means them. The home page's intro word fades in anew
  // every 2.5 s, so under load axe could read it half-transparent whatever it waited for first;
  // with reduced motion (global.css) every animation and transition ends at once. Animations
  // that were already running are awaited too; endless ones (a spinner) are not, and a
  // cancelled one rejects its promise, which is as good as finished here.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  try {
    await page.evaluate(() =>
      Promise.all(
        document
          .getAnimations()
          .filter((a) => Number.isFinite(a.effect?.getComputedTiming().endTime ?? Number.POSITIVE_INFINITY))
          .map((a) => a.finished.catch(() => undefined)),
      ),
    );
    return await runAxe(page);
  } finally {
    await page.emulateMedia({ reducedMotion: null });
  }
}

async function runAxe(page: Page): Promise<AxeViolation[]> {
  // Evaluated, not added as an inline <script>: the site's CSP rightly refuses inline scripts.
  await page.evaluate(axeSource);
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run(ctx: Document): Promise<{ violations: AxeViolation[] }> } }).axe;
    return (await axe.run(document)).violations;
  });
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({ id: v.id, impact: v.impact, help: v.help, nodes: v.nodes.map((n) => ({ target: n.target })) }));
}
