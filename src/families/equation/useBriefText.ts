import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * A text shown for `ms` after it is set, then cleared; setting it again starts the time anew
 * (a key held down, or typed again, keeps its hint up).
 */
export function useBriefText(ms: number): [text: string, show: (text: string) => void] {
  const [text, setText] = useState('');
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const show = useCallback(
    (next: string) => {
      clearTimeout(timer.current);
      setText(next);
      timer.current = setTimeout(() => setText(''), ms);
    },
    [ms],
  );
  return [text, show];
}
