import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { renderGeneratedAudio } from '../wav';

/**
 * NODE ONLY. The version of the audio renderer, which names the disk cache's folder (./diskAudioCache.ts), so a
 * change to the renderer is never served from WAVs an older one made: a hash of the renderer's source files
 * (wav.ts and what it imports) and of a short probe rendering (which still tells versions apart where the sources
 * cannot be read, e.g. from a bundle).
 */

const RENDERER_SOURCES = ['../wav.ts', '../wavHeader.ts', '../random.ts'];

export function audioRenderVersion(): string {
  const hash = createHash('sha256');
  for (const source of RENDERER_SOURCES) {
    try {
      hash.update(readFileSync(fileURLToPath(new URL(source, import.meta.url))));
    } catch {
      hash.update(`unreadable ${source}`);
    }
  }
  hash.update(renderGeneratedAudio(1, 1));
  return hash.digest('hex').slice(0, 16);
}
