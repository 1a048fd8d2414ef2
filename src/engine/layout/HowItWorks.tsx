import Box from '@mui/material/Box';
import type { ReactNode } from 'react';

/** Remembered in this browser for every page: a visitor who opened it once wants it open on the next page too. */
export const HOW_IT_WORKS_STORAGE_KEY = 'visualizer:how-it-works';

function readOpen(): boolean {
  try {
    return globalThis.localStorage?.getItem(HOW_IT_WORKS_STORAGE_KEY) === 'open';
  } catch {
    return false;
  }
}

function saveOpen(open: boolean): void {
  try {
    if (open) localStorage.setItem(HOW_IT_WORKS_STORAGE_KEY, 'open');
    else localStorage.removeItem(HOW_IT_WORKS_STORAGE_KEY);
  } catch {
    // Storage refused (private mode, quota): the disclosure stays as toggled on this page only.
  }
}

/**
 * A page's rules, conventions and editing help, beside its description: a native disclosure
 * (keyboard and screen readers know it), closed by default, its state remembered. Kept out of
 * the controls, where three paragraphs stood between Race and the progress bar.
 */
export function HowItWorks({ children }: { children: ReactNode }) {
  return (
    <Box
      component="details"
      open={readOpen()}
      onToggle={(event: React.SyntheticEvent<HTMLDetailsElement>) => saveOpen(event.currentTarget.open)}
      data-testid="how-it-works"
      sx={{
        bgcolor: 'background.paper',
        borderRadius: 2,
        p: { xs: 1.5, sm: 2 },
        '& > summary': { cursor: 'pointer', fontWeight: 600, minHeight: 24 },
      }}
    >
      <summary>How this page works</summary>
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1, mt: 1.5, typography: 'body2' }}>{children}</Box>
    </Box>
  );
}
