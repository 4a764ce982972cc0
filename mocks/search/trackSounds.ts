import type { MockContext } from '../context';
import type { FileRecord, MusicRecord } from '../db/database';
import { currentSound, type SoundRecord } from '../media/analysis/store';
import { recordsById } from '../db/recordsMemo';

/** A track's length and analysed sound, as the search's filters and orders read them. */
export interface TrackSound {
  seconds: number | null;
  sound: SoundRecord | null;
}

export interface TrackSounds {
  of(music: MusicRecord): TrackSound;
}

/** Reads the tracks' audio files on first use (a search that neither filters nor sorts by sound never does), mapped once per change. */
export function trackSounds(ctx: MockContext): TrackSounds {
  let files: ReadonlyMap<string, FileRecord> | undefined;
  return {
    of(music) {
      files ??= recordsById(ctx.db.files.all());
      const audio = files.get(music.audioFileId);
      return { seconds: audio?.durationSeconds ?? null, sound: currentSound(audio) };
    },
  };
}
