import { SnackbarProvider } from 'notistack';
import type { ReactNode } from 'react';
import { LightToast } from './LightToast';

/** Spec §9: top-right, auto-close after 5000 ms. */
export const TOAST_AUTO_CLOSE_MS = 5000;

const components = { default: LightToast, info: LightToast, success: LightToast, warning: LightToast, error: LightToast };

export function ToastProvider({ children }: { children: ReactNode }) {
  return (
    <SnackbarProvider
      anchorOrigin={{ vertical: 'top', horizontal: 'right' }}
      autoHideDuration={TOAST_AUTO_CLOSE_MS}
      maxSnack={4}
      preventDuplicate
      Components={components}
    >
      {children}
    </SnackbarProvider>
  );
}
