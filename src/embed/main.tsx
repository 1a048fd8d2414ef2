/**
 * The embed player's entry (embed/index.html, issue 49): one visualizer or game in another
 * site's frame. A bundle of its own beside the site's (vite.config.ts): the app's shell, routes,
 * toasts, feedback and sign-in never load here, and the family pages are the site's own chunks.
 */
import './embed.css';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/system';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { theme } from '../app/theme';
import { EmbedApp } from './EmbedApp';

const root = document.getElementById('root');
if (!root) throw new Error('embed/index.html has no #root element');
createRoot(root).render(
  <StrictMode>
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <EmbedApp />
    </ThemeProvider>
  </StrictMode>,
);
