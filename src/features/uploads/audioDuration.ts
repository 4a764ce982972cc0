import { audioDurationSeconds } from '../../lib/domain/fileType';

/** Enough of a file's start to hold any ID3v2 tag and first MP3 frame, or a WAV's chunks up to `data`. */
const HEAD_BYTES = 64 * 1024;

/** A WAV or MP3 file's duration in seconds, read from its first bytes in the browser; undefined when unreadable. */
export async function readAudioDuration(file: Blob): Promise<number | undefined> {
  try {
    const head = new Uint8Array(await file.slice(0, HEAD_BYTES).arrayBuffer());
    const seconds = audioDurationSeconds(head, file.size);
    return seconds !== undefined && Number.isFinite(seconds) && seconds > 0 ? seconds : undefined;
  } catch {
    return undefined;
  }
}

/** The duration markers must fit in: the chosen music file's, or (none chosen) the saved track's. */
export async function draftDuration(draft: { audioFile: File | undefined; currentDurationSeconds?: number | undefined }): Promise<number | undefined> {
  return draft.audioFile ? readAudioDuration(draft.audioFile) : draft.currentDurationSeconds;
}
