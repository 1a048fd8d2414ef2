import { enqueueSnackbar } from 'notistack';

/** Spec §8: the copy-link toasts, for every share button on the site. */
export async function copyLink(url: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(url);
    enqueueSnackbar('Link copied to clipboard', { variant: 'success' });
  } catch {
    enqueueSnackbar('Error generating link', { variant: 'error' });
  }
}
