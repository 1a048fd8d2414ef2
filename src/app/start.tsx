import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { broadcastHealth } from '../services/broadcastHealth';
import { App } from './App';
import { offerReload } from './pwa/offerReload';
import { whenLoadedAndIdle } from './pwa/whenLoadedAndIdle';
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

// Installable and offline (issue 51): the service worker's code and its precache download wait
// until the page has loaded and idled, so the first visit's paint and start do not pay for them.
whenLoadedAndIdle(() => {
  import('./pwa/serviceWorker').then(
    (m) => m.registerServiceWorker(offerReload),
    (error) => console.warn('The service worker could not be loaded:', error),
  );
});
