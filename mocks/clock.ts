/** The mock's notion of now; tests move it forward to expire tokens and uploads. */
export interface Clock {
  now: () => number;
}

export const systemClock: Clock = { now: () => Date.now() };

export function createManualClock(start = Date.parse('2026-11-01T09:00:00Z')) {
  let current = start;
  return {
    now: () => current,
    advance(ms: number) {
      current += ms;
    },
  };
}
