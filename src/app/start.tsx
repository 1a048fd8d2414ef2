import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { broadcastHealth } from '../services/broadcastHealth';
import { App } from './App';
import { removeBootShell } from './shell/bootShell';

/** The app itself: loaded by the boot (src/main.tsx) once the shell is on the screen. */
broadcastHealth.start();

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
createRoot(root, {
  // The app crashed before it could take over from the shell: no 'Loading' for ever.
  onUncaughtError: (error) => {
    removeBootShell();
    reportError(error);
  },
}).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
