/**
 * The boot: a small entry that paints the opened route's chrome at once (the boot shell), then
 * starts the app. The app (React, MUI, the routes) costs about half a second of a slow phone's
 * CPU to evaluate and render before anything would show (issue 14, first paint); the shell does
 * not wait for it, nor compete with it: the app's chunks are asked for only once the shell is on
 * screen. Listing them in index.html as modulepreload links made the browser fetch and compile
 * about 150 kB of the app before it ran the boot, and the shell painted about 0.25 s later at 4×
 * CPU throttle (first contentful paint of / 1.27 s against 1.02 s, median of seven cold loads
 * each, interleaved), for an app that was ready no sooner (2.97 s either way, local server).
 */
import './app/global.css';
import './app/shell/bootShell.css';
import { bootShellFailed, showBootShell } from './app/shell/bootShell';

try {
  showBootShell();
} catch (error) {
  // The shell is a head start, never a gate: whatever happened, the app still loads.
  console.error(error);
}

/**
 * After the shell's first frame: evaluating the app is one long task, and starting it at once
 * could hold that frame back. A hidden tab gets no frames, so it starts straight away; the
 * timer is a backstop should the frame never come.
 */
function afterNextFrame(run: () => void): void {
  let started = false;
  const once = () => {
    if (started) return;
    started = true;
    run();
  };
  if (document.visibilityState === 'hidden') {
    once();
    return;
  }
  requestAnimationFrame(() => setTimeout(once, 0));
  setTimeout(once, 500);
}

afterNextFrame(() => {
  import('./app/start').catch((error) => {
    bootShellFailed();
    throw error;
  });
});
