import { useEffect } from 'react';
import { pageKeys } from './pageKeys';

export interface EngineKeys {
  toggle: () => void;
  stepBack: () => void;
  stepForward: () => void;
  faster: () => void;
  slower: () => void;
}

function scrollsSideways(element: HTMLElement): boolean {
  if (element.scrollWidth <= element.clientWidth) return false;
  const { overflowX } = getComputedStyle(element);
  return overflowX === 'auto' || overflowX === 'scroll';
}

/** Controls that handle these keys themselves (typing, sliders, grids, a focused button's Space). */
function ownsKey(target: EventTarget | null, key: string): boolean {
  if (!(target instanceof HTMLElement)) return false;
  const slider = (target instanceof HTMLInputElement && target.type === 'range') || target.getAttribute('role') === 'slider';
  if (slider) return /^(Arrow|Home|End|Page)/.test(key);
  // A board's cells move focus with the arrows and act on Space (ARIA grid pattern).
  if (target.getAttribute('role') === 'gridcell') return /^(Arrow|Home|End| |Enter)/.test(key);
  if (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName)) return true;
  // A focused box that scrolls sideways (a table on a phone) scrolls with ← and →: stepping the
  // run instead left a keyboard user no way to read what is beyond its edge.
  if ((key === 'ArrowLeft' || key === 'ArrowRight') && scrollsSideways(target)) return true;
  return key === ' ' && (target.tagName === 'BUTTON' || target.tagName === 'A' || target.getAttribute('role') === 'button');
}

/** Page keys of every visualizer: Space play/pause, ←/→ step, +/− speed; none while the visitor has turned them off (pageKeys.ts). */
export function useEngineKeyboard(keys: EngineKeys | null): void {
  useEffect(() => {
    if (!keys) return;
    const onKey = (event: KeyboardEvent) => {
      // A control that acted on the key itself said so (the scheduler's Gantt chart scrolls with ← and →).
      if (event.defaultPrevented || !pageKeys.isOn() || event.ctrlKey || event.metaKey || event.altKey || ownsKey(event.target, event.key)) return;
      const action: Record<string, (() => void) | undefined> = {
        ' ': keys.toggle,
        ArrowLeft: keys.stepBack,
        ArrowRight: keys.stepForward,
        '+': keys.faster,
        '=': keys.faster,
        '-': keys.slower,
        _: keys.slower,
      };
      const run = action[event.key];
      if (!run) return;
      event.preventDefault();
      run();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [keys]);
}
