import { closeSnackbar, enqueueSnackbar, type SnackbarKey } from 'notistack';
import { NEW_VERSION_AVAILABLE, RELOAD } from './messages';

/**
 * Tells the visitor a new build is waiting: 'A new version is available' with 'Reload', which
 * stays until it is used or dismissed. `reload` runs on the click. Part of the app's chunk, not
 * of the registration's: a lazy chunk of its own that imported notistack and React made the
 * build split React's JSX runtime out of a shared chunk, costing the home route more (0.5 kB
 * gzipped) than this function does.
 */
export function offerReload(reload: () => void): void {
  enqueueSnackbar(NEW_VERSION_AVAILABLE, {
    variant: 'info',
    persist: true,
    preventDuplicate: true,
    action: (key: SnackbarKey) => (
      <button
        type="button"
        className="light-toast__action"
        onClick={() => {
          closeSnackbar(key);
          reload();
        }}
      >
        {RELOAD}
      </button>
    ),
  });
}
