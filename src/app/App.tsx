import CssBaseline from '@mui/material/CssBaseline';
// The system's provider, not @mui/material/styles': the theme uses no CSS variables, and
// material's provider brings the CSS-variables provider and colour-scheme script with it
// (3.4 kB gzipped of the home route's 150 kB budget).
import { ThemeProvider } from '@mui/system';
import { Router } from 'wouter';
import { AppRoutes } from './routes';
import { FocusOnNavigate } from './routing/FocusOnNavigate';
import { hrefOf, useHashRouteLocation } from './routing/hashLocation';
import { ScrollManager } from './routing/ScrollManager';
import { theme } from './theme';
import { ToastProvider } from './toast/ToastProvider';

export function App() {
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <ToastProvider>
        {/* A button, not a #main link: the hash belongs to the router. */}
        <button type="button" className="skip-link" onClick={() => document.getElementById('main')?.focus()}>
          Skip to content
        </button>
        <Router hook={useHashRouteLocation} hrefs={hrefOf}>
          <ScrollManager />
          <FocusOnNavigate />
          <AppRoutes />
        </Router>
      </ToastProvider>
    </ThemeProvider>
  );
}
