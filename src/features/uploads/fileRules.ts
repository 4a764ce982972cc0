import { FILE_TYPE_SNIFF_BYTES, MAX_FILE_BYTES, detectFileType, isAllowedFor } from '../../lib/domain/fileType';
import type { UploadMessage } from './types';

/** Which file a rule is about: the music file or the album cover. */
export type FileField = 'audioFile' | 'coverFile';

/** A size the way the size message shows it: MiB with one decimal, "160.0 MB" (the limit is 150 MiB). */
export function formatFileSize(bytes: number): string {
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

/**
 * What the file pickers offer (the browser's `accept` filter): the types `checkFile` allows, by extension and
 * MIME type. Only a hint for the picker: the chosen file is still judged by its first bytes.
 */
export const ACCEPTED_FILES: Record<FileField, string> = {
  audioFile: '.wav,.mp3,audio/wav,audio/x-wav,audio/wave,audio/mpeg',
  coverFile: '.jpg,.jpeg,.png,image/jpeg,image/png',
};

const KIB = 1024;
const MIB = 1024 * 1024;

/**
 * Bytes sent of a total, in the unit that suits the total: bytes under 1 KB, KB (one decimal) under 1 MB, MB
 * (one decimal) above. A 20 KB cover reads "12.5 KB" and "20.0 KB", never "0.0 MB".
 */
export function formatTransferSize(bytes: number, total = bytes): string {
  if (total < KIB) return `${Math.round(bytes)} B`;
  if (total < MIB) return `${(bytes / KIB).toFixed(1)} KB`;
  return `${(bytes / MIB).toFixed(1)} MB`;
}

/** The first bytes of a file, enough to tell its type. */
async function headOf(file: Blob): Promise<Uint8Array> {
  return new Uint8Array(await file.slice(0, FILE_TYPE_SNIFF_BYTES).arrayBuffer());
}

/**
 * Checks one chosen file: that it can still be read, its type by its first bytes (music WAV or MP3, covers JPG or
 * PNG; the name and the browser's MIME type are not trusted), then its size (150 MB or less, the message shows
 * the current size).
 */
export async function checkFile(field: FileField, file: Blob): Promise<UploadMessage | undefined> {
  const kind = field === 'audioFile' ? 'audio' : 'cover';
  // A file moved, changed or gone (a cloud file offline) since it was chosen cannot be read: chosen again, it can.
  const head = await headOf(file).catch(() => undefined);
  if (!head) return { key: 'uploads:rule.fileUnreadable' };
  if (!isAllowedFor(kind, detectFileType(head))) {
    return { key: field === 'audioFile' ? 'uploads:rule.audioType' : 'uploads:rule.coverType' };
  }
  if (file.size > MAX_FILE_BYTES) {
    return { key: field === 'audioFile' ? 'uploads:rule.audioTooLarge' : 'uploads:rule.coverTooLarge', values: { size: formatFileSize(file.size) } };
  }
  return undefined;
}
