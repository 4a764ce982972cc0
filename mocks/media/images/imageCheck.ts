import type { CoverProcessor } from '../covers/processor';
import { isWellFormedImage } from './imageStructure';

/**
 * The one check that an uploaded cover or photo is a picture: its structure everywhere (PNG chunks and CRCs,
 * JPEG markers), and where an image library runs (the local server's sharp, injected as `covers`) a full
 * decode too. A file that fails is refused like a wrong type (415 `FILE_TYPE_NOT_ALLOWED`).
 */
export async function isRealImage(bytes: Uint8Array, type: 'image/png' | 'image/jpeg', decoder?: Pick<CoverProcessor, 'decodes'>): Promise<boolean> {
  if (!isWellFormedImage(bytes, type)) return false;
  return decoder?.decodes ? decoder.decodes(bytes) : true;
}
