import { type RefObject, useLayoutEffect, useState } from 'react';

/**
 * An element's width in CSS pixels (null until it is laid out): measured before the first paint,
 * so what follows from it never moves the page after it is shown, and followed on resize.
 */
export function useWidth(ref: RefObject<HTMLElement | null>): number | null {
  const [width, setWidth] = useState<number | null>(null);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    setWidth(element.getBoundingClientRect().width);
    const observer = new ResizeObserver(([entry]) => entry && setWidth(entry.contentRect.width));
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return width;
}
