/** One reading of a transfer: when (ms) and how many bytes had been sent. */
export interface TransferSample {
  at: number;
  bytes: number;
}

/** Only the last few seconds count: a speed from the whole upload would hide a connection that slowed down. */
export const RATE_WINDOW_MS = 5000;
/** Below this span the readings say too little to estimate anything. */
const MIN_SPAN_MS = 500;

/** The readings to keep after a new one: the window's readings (a restart from fewer bytes starts over). */
export function addSample(samples: readonly TransferSample[], sample: TransferSample): TransferSample[] {
  const last = samples.at(-1);
  if (last && sample.bytes < last.bytes) return [sample];
  const kept = samples.filter((earlier) => sample.at - earlier.at <= RATE_WINDOW_MS);
  return [...kept, sample];
}

export interface TransferEstimate {
  /** Bytes per second over the recent readings. */
  bytesPerSecond: number;
  /** Seconds until the rest is sent at that speed. */
  secondsLeft: number;
}

/** Speed and time left from the recent readings, or undefined while there is not enough to tell (or nothing moves). */
export function estimateTransfer(samples: readonly TransferSample[], total: number): TransferEstimate | undefined {
  const first = samples[0];
  const last = samples.at(-1);
  if (!first || !last || last.at - first.at < MIN_SPAN_MS) return undefined;
  const bytesPerSecond = ((last.bytes - first.bytes) * 1000) / (last.at - first.at);
  if (!(bytesPerSecond > 0)) return undefined;
  return { bytesPerSecond, secondsLeft: Math.max(0, total - last.bytes) / bytesPerSecond };
}

/** Whole minutes and seconds of a time left, rounded up (never "0 s left" while bytes remain). */
export function splitSeconds(seconds: number): { minutes: number; seconds: number } {
  const whole = Math.max(1, Math.ceil(seconds));
  return { minutes: Math.floor(whole / 60), seconds: whole % 60 };
}
