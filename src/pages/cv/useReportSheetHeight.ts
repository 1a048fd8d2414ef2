import { type RefObject, useEffect } from 'react';
import { sheetHeightMessage } from './sheetHeightMessage';
import { isEmbeddedInFrame } from './useAutoPrint';

/**
 * Inside /cv's frame, tells the page around it how tall the sheet is whenever that changes (the
 * frame's width, the language filter), so the frame can take the sheet's height and never scroll
 * on its own. Only a page of this origin hears it; opened on its own, the CV tells no one.
 */
export function useReportSheetHeight(sheet: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const element = sheet.current;
    if (!element || !isEmbeddedInFrame()) return;
    const report = () => {
      // The sheet's bottom edge in its document: whatever sits above it counts too.
      const bottom = element.getBoundingClientRect().bottom + window.scrollY;
      window.parent.postMessage(sheetHeightMessage(bottom), window.location.origin);
    };
    const observer = new ResizeObserver(report);
    observer.observe(element);
    return () => observer.disconnect();
  }, [sheet]);
}
