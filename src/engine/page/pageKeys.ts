import { useSyncExternalStore } from 'react';

/**
 * Whether the visualizer pages' own keys (Space, ← →, + −: useEngineKeyboard.ts) act, remembered
 * in this browser; on by default. They are single keys that act anywhere on the page outside a
 * field, so a visitor must be able to turn them off (WCAG 2.1.4, character key shortcuts): speech
 * input that types a dictated word, or a stray press, would otherwise play or change the speed.
 */
export const PAGE_KEYS_STORAGE_KEY = 'visualizer:page-keys';

type Storage = Pick<globalThis.Storage, 'getItem' | 'setItem' | 'removeItem'>;

export class PageKeysSetting {
  private on: boolean;
  private readonly listeners = new Set<() => void>();

  constructor(private readonly storage: Storage | undefined) {
    this.on = read(storage);
  }

  readonly isOn = (): boolean => this.on;

  set(on: boolean): void {
    if (on === this.on) return;
    this.on = on;
    try {
      if (on) this.storage?.removeItem(PAGE_KEYS_STORAGE_KEY);
      else this.storage?.setItem(PAGE_KEYS_STORAGE_KEY, 'off');
    } catch {
      // Storage refused (private mode, quota): the setting lasts for this page only.
    }
    for (const listener of this.listeners) listener();
  }

  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };
}

function read(storage: Storage | undefined): boolean {
  try {
    return storage?.getItem(PAGE_KEYS_STORAGE_KEY) !== 'off';
  } catch {
    return true;
  }
}

/** This browser's storage; reading `localStorage` itself throws where the browser blocks storage. */
function browserStorage(): Storage | undefined {
  try {
    return globalThis.localStorage;
  } catch {
    return undefined;
  }
}

/** This browser's setting, shared by every visualizer page and its controls. */
export const pageKeys = new PageKeysSetting(browserStorage());

/** The setting, re-rendering when it changes. */
export function usePageKeys(): boolean {
  return useSyncExternalStore(pageKeys.subscribe, pageKeys.isOn, () => true);
}
