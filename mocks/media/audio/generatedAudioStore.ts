/**
 * Where the seed's generated audio (mocks/media/wav.ts) comes from when it is downloaded. Browser-safe (types
 * only): the local server injects a store that renders each cue once per machine into a disk cache
 * (./diskAudioCache.ts, Node only); without one (the static build's service worker, most tests) the download
 * handler renders in memory and keeps a small LRU (mocks/handlers/files.ts).
 */

export interface GeneratedAudioBody {
  /** Bytes of the WAV. */
  size: number;
  /** The digest of the bytes (mocks/media/digest.ts), the same as an in-memory rendering's: the ETag names it. */
  digest: string;
  /** Bytes [start, end) of the WAV, read as they are pulled. */
  open(start: number, end: number): ReadableStream<Uint8Array>;
}

export interface GeneratedAudioStore {
  /** The WAV of `renderGeneratedAudio(seed, seconds)`, rendered when the store does not have it yet. */
  body(seed: number, seconds: number): Promise<GeneratedAudioBody>;
}
