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
    MuiLink: { defaultProps: { underline: 'hover' } },
  },
});
