import { type RefObject, useEffect } from 'react';

/**
 * Printing /cv prints the CV shown in its frame, whole. A frame prints as one box of its screen
 * height (the sections below it were lost) and is never split across pages, so before printing a
 * copy of the frame's sheet, as the visitor left it (its language filter too), goes into the
 * page, where cv.css prints it alone; after printing it goes. A frame whose document is not
 * there (still loading) prints as it is.
 */
export function usePrintFrameSheet(frame: RefObject<HTMLIFrameElement | null>) {
  useEffect(() => {
    let copy: HTMLElement | null = null;
    const removeCopy = () => {
      copy?.remove();
      copy = null;
    };
    const addCopy = () => {
      removeCopy();
      const sheet = frame.current?.contentDocument?.querySelector('main.cv');
      if (!sheet) return;
      copy = document.createElement('div');
      copy.className = 'cv cv--print-copy';
      // The sheet's content, not the sheet: its id and focus target belong to the frame's page.
      copy.append(...Array.from(sheet.childNodes, (node) => document.importNode(node, true)));
      document.body.append(copy);
    };
    addEventListener('beforeprint', addCopy);
    addEventListener('afterprint', removeCopy);
    return () => {
      removeEventListener('beforeprint', addCopy);
      removeEventListener('afterprint', removeCopy);
      removeCopy();
    };
  }, [frame]);
}
