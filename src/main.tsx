/**
 * The boot: a small entry that paints the opened route's chrome at once (the boot shell), then
 * starts the app. The app (React, MUI, the routes) costs about half a second of a slow phone's
 * CPU to evaluate and render before anything would show (issue 14, first paint); the shell does
 * not wait for it. index.html preloads the app's chunks (vite.config.ts), so they download while
 * the page is parsed and the shell painted.
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
