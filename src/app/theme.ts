import { createTheme } from '@mui/material/styles';

/** Dark navy theme; colours chosen for WCAG AA contrast on the page background. */
export const theme = createTheme({
  palette: {
    mode: 'dark',
    primary: { main: '#4fc3f7' },
    secondary: { main: '#ffb74d' },
    success: { main: '#66bb6a' },
    warning: { main: '#ffd54f' },
    background: { default: '#0d1b2a', paper: '#1b263b' },
    text: { primary: '#f1f5f9', secondary: '#c3cedb' },
  },
  shape: { borderRadius: 10 },
  typography: {
    fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  },
  components: {
    MuiButtonBase: { defaultProps: { disableRipple: false } },
    // Only the hover fade animates: a button enabled or disabled by a run's pausing or ending
    // (the scheduler's 'Add process') used to fade its colour and border over 250 ms, fifteen
    // repainted frames on an idle page (goal D, bench/README.md).
    MuiButton: { styleOverrides: { root: { transitionProperty: 'background-color, box-shadow' } } },
    MuiLink: { defaultProps: { underline: 'hover' } },
  },
});
