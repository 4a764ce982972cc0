/** localStorage key of the listener's volume and mute choice. */
export const VOLUME_STORAGE_KEY = 'cue-player-volume';

/** The volume (0 to 1) and whether the sound is muted. */
export interface VolumeSetting {
  volume: number;
  muted: boolean;
}

export const DEFAULT_VOLUME: VolumeSetting = { volume: 0.8, muted: false };

const clampVolume = (volume: number) => Math.min(1, Math.max(0, volume));

/** The remembered volume, or the default when none (or nothing usable) is saved. */
export function readVolume(storage: Pick<Storage, 'getItem'> | undefined = globalThis.localStorage): VolumeSetting {
  try {
    const saved: unknown = JSON.parse(storage?.getItem(VOLUME_STORAGE_KEY) ?? 'null');
    if (typeof saved !== 'object' || saved === null) return DEFAULT_VOLUME;
    const { volume, muted } = saved as Partial<Record<keyof VolumeSetting, unknown>>;
    return {
      volume: typeof volume === 'number' && Number.isFinite(volume) ? clampVolume(volume) : DEFAULT_VOLUME.volume,
      muted: muted === true,
    };
  } catch {
    return DEFAULT_VOLUME;
  }
}

/** Remembers the volume for the next visit (ignored when storage is unavailable). */
export function saveVolume(setting: VolumeSetting, storage: Pick<Storage, 'setItem'> | undefined = globalThis.localStorage): void {
  try {
    storage?.setItem(VOLUME_STORAGE_KEY, JSON.stringify({ volume: clampVolume(setting.volume), muted: setting.muted }));
  } catch {
    // The volume still applies to this page.
  }
}
