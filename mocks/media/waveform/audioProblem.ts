/** Why an audio file's samples cannot be read: the codes the contract answers a refused upload with. */
export type AudioProblemCode = 'AUDIO_FILE_CORRUPT' | 'AUDIO_FILE_TRUNCATED';

export class AudioFileProblem extends Error {
  constructor(
    readonly code: AudioProblemCode,
    message: string,
  ) {
    super(message);
  }
}

export const corrupt = (message: string) => new AudioFileProblem('AUDIO_FILE_CORRUPT', message);
export const truncated = (message: string) => new AudioFileProblem('AUDIO_FILE_TRUNCATED', message);
