import { useEffect } from 'react';

export function isEmbeddedInFrame(): boolean {
  try {
    return window.self !== window.top;
  } catch {
    // A cross-origin parent throws on access: that is a frame too.
    return true;
  }
}

/** Spec §2: the CV prints itself when opened on its own, not when shown inside /cv's frame. */
export function useAutoPrint(ready: boolean) {
  useEffect(() => {
    if (!ready || isEmbeddedInFrame()) return;
    // Let fonts and layout settle so the print preview shows the finished page.
    const timer = setTimeout(() => window.print(), 600);
    return () => clearTimeout(timer);
  }, [ready]);
}
