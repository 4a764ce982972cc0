import { describe, expect, it } from 'vitest';
import { createTurnTaker } from './turnTaker';

describe('createTurnTaker', () => {
  it('lets a timer run between pieces of work that hold the thread longer than the slice', async () => {
    const takeTurn = createTurnTaker(5);
    let timerRan = false;
    setTimeout(() => (timerRan = true), 0);
    const busyUntil = performance.now() + 30;
    let piecesBeforeTimer = 0;
    while (performance.now() < busyUntil) {
      const start = performance.now();
      while (performance.now() - start < 2); // a 2 ms piece of work
      if (!timerRan) piecesBeforeTimer += 1;
      await takeTurn();
    }
    expect(timerRan).toBe(true);
    expect(piecesBeforeTimer).toBeLessThan(6);
  });

  it('does not wait while the slice lasts', async () => {
    const takeTurn = createTurnTaker(1_000);
    let timerRan = false;
    setTimeout(() => (timerRan = true), 0);
    for (let piece = 0; piece < 100; piece += 1) await takeTurn();
    expect(timerRan).toBe(false);
  });
});
