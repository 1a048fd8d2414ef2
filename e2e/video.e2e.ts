import { execFile } from 'node:child_process';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useBrowser } from './support/browser';
import { openVisualizer, pressOnSlider, STAGE, waitForOutcome, waitForStage } from './support/visualizer';

const run = promisify(execFile);
/** Making a video takes a while under software WebGL and encoding on a loaded machine. */
const VIDEO_TEST_MS = 240_000;
const browser = useBrowser();
let dir = '';
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'video-e2e-'));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

const downloadButton = (page: Page) => page.getByRole('button', { name: 'Download video' });
const status = (page: Page) => page.getByTestId('video-status');

/** Clicks 'Download video', waits for the file, and keeps it; returns its suggested name, its path, its size and how long it took. */
async function download(page: Page, name: string): Promise<{ suggested: string; path: string; bytes: number; ms: number }> {
  const started = Date.now();
  const [file] = await Promise.all([page.waitForEvent('download', { timeout: VIDEO_TEST_MS }), downloadButton(page).click()]);
  const ms = Date.now() - started;
  const path = join(dir, name);
  await file.saveAs(path);
  return { suggested: file.suggestedFilename(), path, bytes: (await stat(path)).size, ms };
}

interface Probe {
  streams: { codec_type: string; codec_name: string; r_frame_rate: string; nb_read_frames?: string }[];
  format: { duration: string };
}

/** What ffprobe reads of a file, having decoded every frame (it fails on a file it cannot decode). */
async function probe(path: string): Promise<Probe> {
  const { stdout } = await run('/usr/bin/ffprobe', [
    '-v',
    'error',
    '-count_frames',
    '-show_entries',
    'stream=codec_type,codec_name,r_frame_rate,nb_read_frames:format=duration',
    '-of',
    'json',
    path,
  ]);
  return JSON.parse(stdout) as Probe;
}

/** How many different colours a frame `seconds` into the video has (every frame decoded to it, errors fail). */
async function coloursAt(path: string, seconds: number): Promise<number> {
  const { stdout } = await run(
    '/usr/bin/ffmpeg',
    [
      '-v',
      'error',
      '-xerror',
      '-ss',
      String(seconds),
      '-i',
      path,
      '-frames:v',
      '1',
      '-vf',
      'scale=320:-2',
      '-f',
      'rawvideo',
      '-pix_fmt',
      'rgb24',
      '-',
    ],
    {
      encoding: 'buffer',
      maxBuffer: 64 * 1024 * 1024,
    },
  );
  const pixels = stdout as unknown as Buffer;
  expect(pixels.length).toBeGreaterThan(0);
  const colours = new Set<number>();
  // Coarse colours (4 bits a channel): the encoder's soft edges do not count as colours.
  for (let i = 0; i + 2 < pixels.length; i += 3) colours.add(((pixels[i]! >> 4) << 8) | ((pixels[i + 1]! >> 4) << 4) | (pixels[i + 2]! >> 4));
  return colours.size;
}

/**
 * The frames (by index) whose picture differs from the frame before: every frame decoded small,
 * compared by its mean difference per channel. The encoder's noise between two frames of the
 * same picture is far below 1; a step's highlight or a moved bar is well above it.
 */
async function changedFrames(path: string): Promise<{ frames: number; changed: number[] }> {
  const [width, height] = [160, 90];
  const { stdout } = await run(
    '/usr/bin/ffmpeg',
    ['-v', 'error', '-xerror', '-i', path, '-vf', `scale=${width}:${height}`, '-f', 'rawvideo', '-pix_fmt', 'rgb24', '-'],
    {
      encoding: 'buffer',
      maxBuffer: 256 * 1024 * 1024,
    },
  );
  const pixels = stdout as unknown as Buffer;
  const size = width * height * 3;
  const changed: number[] = [];
  for (let f = 1; f * size < pixels.length; f++) {
    let sum = 0;
    for (let i = 0; i < size; i++) sum += Math.abs(pixels[f * size + i]! - pixels[(f - 1) * size + i]!);
    if (sum / size > 1) changed.push(f);
  }
  return { frames: pixels.length / size, changed };
}

/** The run's visible steps, from the progress bar's words ('Step 0 of 16'). */
async function visibleSteps(page: Page): Promise<number> {
  const words = (await page.getByRole('slider', { name: 'Progress' }).getAttribute('aria-valuetext')) ?? '';
  const match = /of (\d+)/.exec(words);
  if (!match) throw new Error(`no run length in '${words}'`);
  return Number(match[1]);
}

describe('Download video', () => {
  it(
    'saves bubble sort on 5,1,4,2,3 at 200 ms a step as a WebM that decodes, 30 frames a second, as long as the run, with the tones as its sound',
    async () => {
      const page = await browser.newPage();
      await page.context().addInitScript(() => localStorage.setItem('visualizer:sound', JSON.stringify({ on: true, volume: 0.5 })));
      await openVisualizer(page, browser.baseUrl, '/sortvisualizer/bubblesort', { values: '5,1,4,2,3', speed: -200 }, { waitForTotal: true });
      const steps = await visibleSteps(page);
      expect(steps).toBeGreaterThan(10);
      const { suggested, path, bytes, ms } = await download(page, 'bubble.webm');
      expect(suggested).toBe('sortvisualizer-bubblesort.webm');
      await expect.poll(() => status(page).textContent()).toBe('Video saved as sortvisualizer-bubblesort.webm.');

      const { streams, format } = await probe(path);
      const video = streams.find((s) => s.codec_type === 'video');
      expect(video?.codec_name).toMatch(/^vp[89]$/);
      expect(video?.r_frame_rate).toBe('30/1');
      expect(streams.find((s) => s.codec_type === 'audio')?.codec_name).toBe('opus');
      // Every step 200 ms, the last one held as long: the run's length, within a frame a step.
      const expected = steps * 0.2;
      const duration = Number(format.duration);
      console.log(
        `bubble sort 5,1,4,2,3 at 200 ms: ${steps} steps, expected ${expected.toFixed(3)} s, video ${duration.toFixed(3)} s, ${video?.nb_read_frames} frames, ${bytes} bytes, made in ${ms} ms`,
      );
      expect(Math.abs(duration - expected)).toBeLessThanOrEqual(steps / 30);
      expect(Math.abs(Number(video?.nb_read_frames) - expected * 30)).toBeLessThanOrEqual(steps);
      // Every step shows, on the frame it is due: step k at (k − 1) × 6 frames, its highlight
      // gone three frames later (half the delay), and the picture still in between.
      const { frames, changed } = await changedFrames(path);
      expect(frames).toBe(Number(video?.nb_read_frames));
      const stepFrames = Array.from({ length: steps - 1 }, (_, k) => 6 * (k + 1));
      for (const frame of stepFrames) expect(changed).toContain(frame);
      for (const frame of changed) expect(frame % 3, `frame ${frame} changed between two steps`).toBe(0);
      // The bars, their labels and the outcome line, not one colour.
      expect(await coloursAt(path, duration / 2)).toBeGreaterThan(3);
      expect(await page.$('[data-film-host]')).toBeNull();
      await page.context().close();
    },
    VIDEO_TEST_MS,
  );

  it(
    'draws a DOM stage (the equation) and a board game (N-Queen) into their videos, without sound where the page has none',
    async () => {
      const page = await browser.newPage();
      await openVisualizer(
        page,
        browser.baseUrl,
        '/equationevaluationvisualizer/postfix',
        { expr: '2 3 + 4 *', speed: -100 },
        { waitForTotal: true },
      );
      const equation = await download(page, 'equation.webm');
      expect(equation.suggested).toBe('equationevaluationvisualizer-postfix.webm');
      const eq = await probe(equation.path);
      expect(eq.streams.map((s) => s.codec_type)).toEqual(['video']);
      expect(await coloursAt(equation.path, Number(eq.format.duration) / 2)).toBeGreaterThan(3);

      await openVisualizer(page, browser.baseUrl, '/games/nqueen', { n: 4, speed: -60 });
      const board = await download(page, 'nqueen.webm');
      expect(board.suggested).toBe('games-nqueen.webm');
      const nq = await probe(board.path);
      expect(nq.streams.map((s) => s.codec_type)).toEqual(['video']);
      expect(Number(nq.format.duration)).toBeGreaterThan(0.5);
      expect(await coloursAt(board.path, Number(nq.format.duration) - 0.1)).toBeGreaterThan(3);
      await page.context().close();
    },
    VIDEO_TEST_MS,
  );

  it(
    'Cancel stops the video: nothing is saved, and the page plays on',
    async () => {
      const page = await browser.newPage();
      let downloads = 0;
      page.on('download', () => downloads++);
      await openVisualizer(page, browser.baseUrl, '/sortvisualizer/bubblesort', { n: 40, speed: -200 }, { waitForTotal: true });
      await downloadButton(page).click();
      const progress = page.getByRole('progressbar', { name: 'Making the video' });
      await expect.poll(() => progress.getAttribute('aria-valuenow'), { timeout: 30_000 }).toMatch(/^[1-9]/);
      // The page stays usable meanwhile: its own run plays beside the video's.
      await page.getByLabel('Fastest').check();
      await page.getByRole('button', { name: 'Play' }).click();
      expect(await waitForOutcome(page)).toBe('Sorted');
      await page.getByRole('button', { name: 'Cancel' }).click();
      await expect.poll(() => status(page).textContent()).toBe('Video cancelled.');
      await expect.poll(() => downloadButton(page).evaluate((button) => button === document.activeElement)).toBe(true);
      // The frame in flight winds down after the words (slowly on a loaded machine); then the
      // video's stage off the screen is gone, and no file came of it.
      await expect.poll(() => page.$('[data-film-host]'), { timeout: 30_000 }).toBeNull();
      await page.waitForTimeout(500);
      expect(downloads).toBe(0);
      // Back to the start and played again. Not Play on the finished run: that replay can end
      // inside the engine's UI hold, so a wait for 'finished' could read the last run's (a CI
      // failure); from the cursor at 0 the status must pass through running to finished.
      await pressOnSlider(page, 'Progress', 'Home');
      await waitForStage(page, 'cursor', '0');
      await expect.poll(() => page.getAttribute(STAGE, 'data-status')).not.toBe('finished');
      await page.getByRole('button', { name: 'Play' }).click();
      expect(await waitForOutcome(page)).toBe('Sorted');
      expect(await page.getAttribute(STAGE, 'data-status')).toBe('finished');
      expect(await page.getAttribute(STAGE, 'data-cursor')).toBe(await page.getAttribute(STAGE, 'data-total'));
      await page.context().close();
    },
    VIDEO_TEST_MS,
  );

  it(
    'says in words that this browser cannot encode video when it has no VideoEncoder',
    async () => {
      const page = await browser.newPage();
      await page.context().addInitScript(() => {
        delete (window as { VideoEncoder?: unknown }).VideoEncoder;
      });
      await openVisualizer(page, browser.baseUrl, '/sortvisualizer/bubblesort', { values: '5,1,4,2,3' });
      await downloadButton(page).click();
      await expect.poll(() => status(page).textContent()).toBe('This browser cannot encode video, so the run cannot be saved as a video here.');
      await expect(downloadButton(page).isEnabled()).resolves.toBe(true);
      await page.context().close();
    },
    VIDEO_TEST_MS,
  );
});
