import { describe, expect, it } from 'vitest';
import { formatTransferSize } from './fileRules';
import { addSample, estimateTransfer, RATE_WINDOW_MS, splitSeconds, type TransferSample } from './transferRate';

describe('formatTransferSize', () => {
  it('shows a small cover in KB, not as 0.0 MB', () => {
    expect(formatTransferSize(0, 20 * 1024)).toBe('0.0 KB');
    expect(formatTransferSize(12.5 * 1024, 20 * 1024)).toBe('12.5 KB');
    expect(formatTransferSize(20 * 1024)).toBe('20.0 KB');
  });

  it('shows tiny files in bytes and large ones in MB, both numbers in the total unit', () => {
    expect(formatTransferSize(300, 700)).toBe('300 B');
    expect(formatTransferSize(512 * 1024, 32 * 1024 * 1024)).toBe('0.5 MB');
    expect(formatTransferSize(30.1 * 1024 * 1024, 32 * 1024 * 1024)).toBe('30.1 MB');
  });
});

describe('transfer estimate', () => {
  const feed = (readings: [number, number][]) => readings.reduce<TransferSample[]>((samples, [at, bytes]) => addSample(samples, { at, bytes }), []);

  it('says nothing before there is half a second of readings', () => {
    expect(estimateTransfer(feed([[0, 0]]), 1000)).toBeUndefined();
    expect(
      estimateTransfer(
        feed([
          [0, 0],
          [400, 400],
        ]),
        1000,
      ),
    ).toBeUndefined();
  });

  it('computes the speed and the time left from recent readings', () => {
    const estimate = estimateTransfer(
      feed([
        [0, 0],
        [1000, 2_000_000],
        [2000, 4_000_000],
      ]),
      10_000_000,
    );
    expect(estimate).toEqual({ bytesPerSecond: 2_000_000, secondsLeft: 3 });
  });

  it('forgets readings older than the window, so a slowed connection shows its new speed', () => {
    const samples = feed([
      [0, 0],
      [1000, 10_000_000],
      [1000 + RATE_WINDOW_MS, 11_000_000],
      [2000 + RATE_WINDOW_MS, 11_500_000],
    ]);
    expect(samples.map((sample) => sample.at)).toEqual([1000 + RATE_WINDOW_MS, 2000 + RATE_WINDOW_MS]);
    expect(estimateTransfer(samples, 20_000_000)!.bytesPerSecond).toBe(500_000);
  });

  it('starts over when a transfer restarts from fewer bytes, and gives nothing while stalled', () => {
    expect(
      feed([
        [0, 500],
        [1000, 900],
        [2000, 100],
      ]),
    ).toEqual([{ at: 2000, bytes: 100 }]);
    expect(
      estimateTransfer(
        feed([
          [0, 500],
          [1000, 500],
        ]),
        1000,
      ),
    ).toBeUndefined();
  });

  it('rounds the time left up to whole minutes and seconds', () => {
    expect(splitSeconds(0.2)).toEqual({ minutes: 0, seconds: 1 });
    expect(splitSeconds(64.1)).toEqual({ minutes: 1, seconds: 5 });
  });
});
