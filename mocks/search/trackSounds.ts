import type { MockContext } from '../context';
import type { FileRecord, MusicRecord } from '../db/database';
import { currentSound, type SoundRecord } from '../media/analysis/store';

/** A track's length and analysed sound, as the search's filters and orders read them. */
export interface TrackSound {
  seconds: number | null;
  sound: SoundRecord | null;
}

export interface TrackSounds {
  of(music: MusicRecord): TrackSound;
}

/** Reads the tracks' audio files once per search, on first use (a search that neither filters nor sorts by sound never does). */
export function trackSounds(ctx: MockContext): TrackSounds {
  let files: Map<string, FileRecord> | undefined;
  return {
    of(music) {
      files ??= new Map(ctx.db.files.all().map((file) => [file.id, file]));
      const audio = files.get(music.audioFileId);
      return { seconds: audio?.durationSeconds ?? null, sound: currentSound(audio) };
    },
  };
}
