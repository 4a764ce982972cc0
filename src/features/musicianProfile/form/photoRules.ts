import { detectFileType, FILE_TYPE_SNIFF_BYTES, isAllowedFor, MAX_FILE_BYTES } from '../../../lib/domain/fileType';
import type { ProfileMessage } from './profileMessage';

/** A size as the messages show it, in MB counted as MiB like the 150 MB limit (`160.0 MB`). */
export function formatMegabytes(bytes: number): string {
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

/**
 * Whether a chosen file may be the profile photo: JPG or PNG by its first bytes (the name and the browser's
 * type are not trusted), 150 MB or less. Answers the message to show, or undefined when it is fine.
 */
export async function checkPhotoFile(file: Blob): Promise<ProfileMessage | undefined> {
  if (file.size > MAX_FILE_BYTES) return { key: 'musicianProfile:rule.photoTooLarge', values: { size: formatMegabytes(file.size) } };
  const head = new Uint8Array(await file.slice(0, FILE_TYPE_SNIFF_BYTES).arrayBuffer());
  if (!isAllowedFor('photo', detectFileType(head))) return { key: 'musicianProfile:rule.photoType' };
  return undefined;
}
