import { loadavg } from 'node:os';
import type { Browser } from 'playwright-core';
import type { FrameTarget } from './frameTarget';
import { type Measurement, measure } from './measure';
import { repeated, type Spread } from './median';
import { newBenchContext } from './site';
import type { Speed } from './speeds';

/**
 * One row of `rows[]` in bench/results/frames-*.json. Outside tools read `renderer`, `cpu`,
 * `speed` and the plain numbers (`fps`, `longestTaskMs`, `opsPerSecond`: medians of the runs);
 * `<field>Spread` beside each is its [min, max].
 */
export interface FrameRow extends Measurement, Spread<Measurement> {
  renderer: string;
  cpu: number;
  speed: string;
  /** 1-minute load average of the machine when the row was measured (other work lowers frame rates). */
  load: number;
}

/** Opens a target's page once and measures each of its rows, each the median of three runs. */
export async function measureTarget(browser: Browser, baseUrl: string, target: FrameTarget, all: Speed[], seconds: number, bars: number): Promise<FrameRow[]> {
  const { renderer } = target;
  const context = await newBenchContext(browser);
  const rows: FrameRow[] = [];
  try {
    const page = await context.newPage();
    page.on('pageerror', (error) => console.error(`[${renderer}] page error: ${error.message}`));
    await page.goto(`${baseUrl}${target.path}`);
    await target.adapt(page);
    const cdp = await context.newCDPSession(page);
    for (const cpu of target.cpus) {
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpu });
      for (const [label, pace] of target.speeds(all)) {
        const result = await repeated(() => measure(page, pace, seconds, bars));
        const speed = target.label?.(label) ?? label;
        rows.push({ renderer, cpu, speed, load: loadavg()[0]!, ...result });
        const [low, high] = result.fpsSpread;
        console.log(`  ${renderer} ${cpu}x ${speed}: ${result.fps.toFixed(1)} fps (${low.toFixed(1)}–${high.toFixed(1)}), longest task ${result.longestTaskMs.toFixed(0)} ms, around reloads ${result.longestReloadTaskMs.toFixed(0)} ms`);
      }
    }
  } finally {
    await context.close();
  }
  return rows;
}
