/** Sound on or off and its volume, remembered in this browser (off by default). */
export interface SoundSettings {
  on: boolean;
  /** 0..1 */
  volume: number;
}

export const SOUND_STORAGE_KEY = 'visualizer:sound';
export const defaultSoundSettings: SoundSettings = { on: false, volume: 0.5 };

export function loadSoundSettings(storage: Pick<Storage, 'getItem'> | undefined = globalThis.localStorage): SoundSettings {
  try {
    const raw = JSON.parse(storage?.getItem(SOUND_STORAGE_KEY) ?? 'null') as Partial<SoundSettings> | null;
    const volume = Number(raw?.volume);
    return { on: raw?.on === true, volume: Number.isFinite(volume) ? Math.min(1, Math.max(0, volume)) : defaultSoundSettings.volume };
  } catch {
    return { ...defaultSoundSettings };
  }
}

export function saveSoundSettings(settings: SoundSettings, storage: Pick<Storage, 'setItem'> | undefined = globalThis.localStorage): void {
  try {
    storage?.setItem(SOUND_STORAGE_KEY, JSON.stringify(settings));
  } catch {
    // Storage refused (private mode, quota): the setting lasts for this page only.
  }
}
