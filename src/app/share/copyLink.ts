import { enqueueSnackbar } from 'notistack';

/**
 * Spec §8: the copy-link toasts, for every share button on the site; `done` names what was
 * copied ('Embed code copied to clipboard' for the Embed action, issue 49).
 */
export async function copyLink(url: string, done = 'Link copied to clipboard'): Promise<void> {
  try {
    await navigator.clipboard.writeText(url);
    enqueueSnackbar(done, { variant: 'success' });
  } catch {
    enqueueSnackbar('Error generating link', { variant: 'error' });
  }
}
