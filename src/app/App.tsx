import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { Router } from 'wouter';
import { AppRoutes } from './routes';
import { hrefOf, useHashRouteLocation } from './routing/hashLocation';
import { FocusOnNavigate } from './routing/FocusOnNavigate';
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
