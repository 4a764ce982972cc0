/** A play counts after this much listening, or half the track when that is shorter. */
export const PLAY_COUNT_SECONDS = 30;

/**
 * The longest step between two `timeupdate` events that is still listening (browsers fire them every
 * 15-250 ms while playing; a longer jump is a seek, or a stall the listener did not hear).
 */
export const MAX_LISTENING_STEP_SECONDS = 1.5;

/** Seconds of listening a track needs before its play counts: 30 s, or half the track when that is shorter. */
export function playCountThreshold(durationSeconds: number): number {
  if (!Number.isFinite(durationSeconds) || durationSeconds <= 0) return PLAY_COUNT_SECONDS;
  return Math.min(PLAY_COUNT_SECONDS, durationSeconds / 2);
}

/** Whether `listenedSeconds` of real listening make a play of a track that long. */
export function isCountablePlay(listenedSeconds: number, durationSeconds: number): boolean {
  return listenedSeconds >= playCountThreshold(durationSeconds);
}

/**
 * The listening between two playback positions: the forward step when it is small enough to have been
 * heard, else 0 (a seek forward or back, a restart, a stall).
 */
export function listenedBetween(previousSeconds: number, nextSeconds: number): number {
  const step = nextSeconds - previousSeconds;
  return Number.isFinite(step) && step > 0 && step <= MAX_LISTENING_STEP_SECONDS ? step : 0;
}
