/**
 * `npm run bench:profile`: where a frame row's script time goes, function by function. Builds
 * the site without minifying (so functions keep their names), opens a row's page
 * (`BENCH_PROFILE_TARGET`, default `pixi`; a comma list profiles each) at `BENCH_PROFILE_CPU`
 * (default 4×), plays it at a pace (`BENCH_PROFILE_PACE`, the start of a speed's label, default
 * the row's first) as the frame bench does, and records a V8 CPU profile (CDP `Profiler`, 200 µs
 * sampling) over the bench's window (`BENCH_PROFILE_SECONDS`, default 4). Prints per frame the
 * functions with the most time of their own ('(program)' is the browser's work outside script:
 * style, layout, paint; '(idle)' is free time), with the most time in all, and the React
 * components that rendered. The sampler slows script down, so read proportions and before/after
 * pairs taken the same way, not absolute times (the frame rows and `bench:trace` give those).
 */
import type { Browser } from 'playwright-core';
import type { BenchPace } from './benchTarget';
import type { FrameTarget } from './frameTarget';
import { frameTargets } from './frameTargets';
import { measure } from './measure';
import { type CpuProfile, type ProfileLine, summariseProfile } from './profileSummary';
import { launchBrowser, openTargetPage, startSite } from './site';
import { speeds } from './speeds';

const BARS = 1000;
const CPU = Number(process.env.BENCH_PROFILE_CPU ?? 4);
const SECONDS = Number(process.env.BENCH_PROFILE_SECONDS ?? 4);
const TOP = Number(process.env.BENCH_PROFILE_TOP ?? 25);
const SAMPLING_US = 200;

/** A row to profile: its page, and the pace it plays at (checked before the build, so a typo fails at once). */
interface ProfiledRow {
  target: FrameTarget;
  label: string;
  pace: BenchPace;
}

function rowOf(name: string): ProfiledRow {
  const target = frameTargets.find((t) => t.renderer === name);
  if (!target) throw new Error(`BENCH_PROFILE_TARGET=${name}: no such frame row (${frameTargets.map((t) => t.renderer).join(', ')})`);
  const own = target.speeds(speeds);
  const wanted = process.env.BENCH_PROFILE_PACE;
  const speed = wanted ? own.find(([label]) => label.startsWith(wanted)) : own[0];
  if (!speed) throw new Error(`BENCH_PROFILE_PACE=${wanted}: ${name} plays at ${own.map(([label]) => label).join(', ')}`);
  return { target, label: speed[0], pace: speed[1] };
}

async function profileRow(browser: Browser, url: string, { target, label, pace }: ProfiledRow): Promise<void> {
  const name = target.renderer;
  const { context, page, cdp } = await openTargetPage(browser, url, target);
  try {
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU });
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: SAMPLING_US });
    let profile: CpuProfile | undefined;
    const seen = await measure(page, pace, SECONDS, BARS, async (window) => {
      await cdp.send('Profiler.start');
      const result = await window();
      profile = (await cdp.send('Profiler.stop')).profile;
      return result;
    });
    if (!profile) throw new Error('no profile recorded');
    const summary = summariseProfile(profile, seen.frames, TOP);
    console.log(
      `\n${name}, ${target.label?.(label) ?? label} at ${CPU}×: ${seen.fps.toFixed(1)} fps over ${SECONDS} s, ${seen.restarts} reloads, longest task ${seen.longestTaskMs.toFixed(0)} ms`,
    );
    const print = (title: string, lines: ProfileLine[]) => {
      console.log(`  ${title} (ms a frame)`);
      for (const line of lines) console.log(`  ${line.msPerFrame.toFixed(2).padStart(7)}  ${line.name}`);
    };
    print('own time', summary.self);
    print('with what it called', summary.total);
    print('React components rendered', summary.components);
  } finally {
    await context.close();
  }
}

async function main(): Promise<void> {
  const rows = (process.env.BENCH_PROFILE_TARGET ?? 'pixi').split(',').map(rowOf);
  const site = await startSite({ minify: false });
  const browser = await launchBrowser();
  try {
    for (const row of rows) await profileRow(browser, site.url, row);
  } finally {
    await browser.close();
    await site.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
