import { type RefObject, useEffect, useState } from 'react';
import { readSheetHeight } from './sheetHeightMessage';

/**
 * The height /cv's frame should take: the one its CV last reported (useReportSheetHeight.ts), or
 * undefined before the first report. Only messages from that frame's window, on this origin, count.
 */
export function useFrameFitsSheet(frame: RefObject<HTMLIFrameElement | null>): number | undefined {
  const [height, setHeight] = useState<number>();
  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== window.location.origin || event.source !== frame.current?.contentWindow) return;
      const reported = readSheetHeight(event.data);
      if (reported !== undefined) setHeight(reported);
    };
    addEventListener('message', onMessage);
    return () => removeEventListener('message', onMessage);
  }, [frame]);
  return height;
}
