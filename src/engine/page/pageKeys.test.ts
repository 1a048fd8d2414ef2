import { describe, expect, it } from 'vitest';
import { PAGE_KEYS_STORAGE_KEY, PageKeysSetting } from './pageKeys';

function memoryStorage(initial: Record<string, string> = {}) {
  const items = new Map(Object.entries(initial));
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}

describe('the page keys setting', () => {
  it('is on unless this browser turned it off', () => {
    expect(new PageKeysSetting(memoryStorage()).isOn()).toBe(true);
    expect(new PageKeysSetting(memoryStorage({ [PAGE_KEYS_STORAGE_KEY]: 'off' })).isOn()).toBe(false);
    expect(new PageKeysSetting(undefined).isOn()).toBe(true);
  });

  it('remembers a change for the next page and tells every subscriber once', () => {
    const storage = memoryStorage();
    const setting = new PageKeysSetting(storage);
    const heard: boolean[] = [];
    const unsubscribe = setting.subscribe(() => heard.push(setting.isOn()));
    setting.set(false);
    setting.set(false);
    expect(new PageKeysSetting(storage).isOn()).toBe(false);
    setting.set(true);
    expect(storage.items.has(PAGE_KEYS_STORAGE_KEY)).toBe(false);
    unsubscribe();
    setting.set(false);
    expect(heard).toEqual([false, true]);
  });

  it('keeps working for the page when storage refuses', () => {
    const refusing = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('denied');
      },
      removeItem: () => {
        throw new Error('denied');
      },
    };
    const setting = new PageKeysSetting(refusing);
    expect(setting.isOn()).toBe(true);
    setting.set(false);
    expect(setting.isOn()).toBe(false);
  });
});
