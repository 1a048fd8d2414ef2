import { launchBrowser, newBenchContext, startSite } from './bench/site';
import { sortPagePath, waitForSortPage } from './bench/sortTarget';
const site = await startSite();
const browser = await launchBrowser();
const res: Record<string, number[]> = { loop: [], none: [], warm: [] };
try {
  for (let trial = 0; trial < Number(process.env.TRIALS ?? 8); trial++) for (const variant of ['none', 'warm']) {
    const context = await newBenchContext(browser);
    const page = await context.newPage();
    await page.goto(`${site.url}${sortPagePath('bubblesort')}`);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await waitForSortPage(page);
    const ms = await page.evaluate(async (variant) => {
      const s = window.__visualizerSession!;
      if (variant === 'loop') { const spin = () => requestAnimationFrame(spin); spin(); }
      while (!s.player.hasSource) await new Promise((r) => setTimeout(r, 20));
      await new Promise((r) => setTimeout(r, 300));
      const values = Array.from({ length: 1000 }, () => Math.floor(Math.random() * 1000));
      const original = window.requestAnimationFrame;
      let changedAt = 0;
      window.requestAnimationFrame = (cb) => original.call(window, (t) => { cb(t); if (!changedAt && s.player.cursor > 0) changedAt = performance.now(); });
      let warming = variant === 'warm';
      if (warming) { const spin = () => { if (warming && !changedAt) original.call(window, spin); }; original.call(window, spin); }
      const start = performance.now();
      s.load({ algorithm: 'bubblesort', values, maxValue: 999 } as never);
      s.setPace({ delay: 1, fastest: true });
      void s.play();
      while (!changedAt && performance.now() - start < 5000) await new Promise((r) => setTimeout(r, 5));
      window.requestAnimationFrame = original; s.pause();
      return changedAt - start;
    }, variant);
    res[variant].push(Math.round(ms));
    await context.close();
  }
  for (const [k, v] of Object.entries(res)) { const s = [...v].sort((a, b) => a - b); console.log(k, 'median', s[Math.floor(s.length / 2)], 'all', v.join(' ')); }
} finally { await browser.close(); await site.close(); }
