import { FILE_TYPE_SNIFF_BYTES, MAX_FILE_BYTES, detectFileType, isAllowedFor } from '../domain/fileType';
import type { UploadMessage } from './types';

/** Which file a rule is about: the music file or the album cover. */
export type FileField = 'audioFile' | 'coverFile';

/** A size the way the size message shows it: MiB with one decimal, "160.0 MB" (the limit is 150 MiB). */
export function formatFileSize(bytes: number): string {
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

/** The first bytes of a file, enough to tell its type. */
async function headOf(file: Blob): Promise<Uint8Array> {
  return new Uint8Array(await file.slice(0, FILE_TYPE_SNIFF_BYTES).arrayBuffer());
}

/**
 * Checks one chosen file: its type by its first bytes (music WAV or MP3, covers JPG or PNG; the name and the
 * browser's MIME type are not trusted), then its size (150 MB or less, the message shows the current size).
 */
export async function checkFile(field: FileField, file: Blob): Promise<UploadMessage | undefined> {
  const kind = field === 'audioFile' ? 'audio' : 'cover';
  if (!isAllowedFor(kind, detectFileType(await headOf(file)))) {
    return { key: field === 'audioFile' ? 'uploads:rule.audioType' : 'uploads:rule.coverType' };
  }
  if (file.size > MAX_FILE_BYTES) {
    return { key: field === 'audioFile' ? 'uploads:rule.audioTooLarge' : 'uploads:rule.coverTooLarge', values: { size: formatFileSize(file.size) } };
  }
  return undefined;
}
