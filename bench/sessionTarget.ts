import type { Page } from 'playwright-core';
import type { BenchSession } from '../src/engine/session/benchHook';

/**
 * Makes the page's `load`: turns the benchmark's values into the page's input and loads it.
 * It runs in the page (Playwright sends its source), so it may use only its argument and the
 * page's globals, nothing from the module that writes it.
 */
export type PageLoad = (session: BenchSession) => (values: number[]) => void;

/**
 * Installs `window.__benchTarget` driving the engine a page exposes with `?bench`
 * (src/engine/session/benchHook.ts). Pace, play, pause, cursor and finished are the
 * session's own on every page; only `load` differs, so only it is the caller's.
 */
export async function exposeSessionTarget(page: Page, pageName: string, makeLoad: PageLoad): Promise<void> {
  const session = await page.evaluateHandle((name) => {
    const exposed = window.__visualizerSession;
    if (!exposed) throw new Error(`${name} did not expose its session`);
    return exposed;
  }, pageName);
  const load = await page.evaluateHandle(makeLoad, session);
  await page.evaluate(
    ({ session, load }) => {
      window.__benchTarget = {
        load,
        setPace: (pace) => session.setPace(pace),
        play: () => session.play(),
        pause: () => session.pause(),
        get cursor() {
          return session.player.cursor;
        },
        get finished() {
          return session.player.finished;
        },
      };
    },
    { session, load },
  );
  // The target holds both in the page; these are only this side's references to them.
  await Promise.all([session.dispose(), load.dispose()]);
}
