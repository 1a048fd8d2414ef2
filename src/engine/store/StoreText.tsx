import { type UiStore, useUiSelector } from './uiStore';

interface Props<T> {
  store: UiStore<T>;
  /** The words to show, from the store's state (a string: equal words render nothing again). */
  select: (state: T) => string;
}

/**
 * Words that follow a run (a counter, the narration, the progress label) as a component of their
 * own inside the element that styles them: a tick of the UI store re-renders only this, and
 * React writes one text node. When the styled element around the words (a Typography or a Box
 * with `sx`) took the store's value itself, every tick rendered it again and emotion serialised
 * its styles again: about 4 ms a tick on the sort page at 4× CPU, in every family's panels.
 */
export function StoreText<T>({ store, select }: Props<T>) {
  return useUiSelector(store, select);
}
