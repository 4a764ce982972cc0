import { describe, expect, it } from 'vitest';
import { createTurnTaker } from './turnTaker';

describe('createTurnTaker', () => {
  it('lets a timer run between pieces of work that hold the thread longer than the slice', async () => {
    const takeTurn = createTurnTaker(5);
    let timerRan = false;
    setTimeout(() => (timerRan = true), 0);
    let pieces = 0;
    let piecesBeforeTimer = 0;
    for (; pieces < 40; pieces += 1) {
      const start = performance.now();
      while (performance.now() - start < 2); // a 2 ms piece of work
      if (!timerRan) piecesBeforeTimer += 1;
      await takeTurn();
    }
    // A turn is taken after every 3 pieces (6 ms >= 5 ms); the timer runs at the first or, when the work began in a
    // phase of the event loop that runs the check phase first, the second turn: long before the work ends.
    expect(timerRan).toBe(true);
    expect(piecesBeforeTimer).toBeLessThanOrEqual(9);
  });

  it('does not wait while the slice lasts', async () => {
    const takeTurn = createTurnTaker(1_000);
    let timerRan = false;
    setTimeout(() => (timerRan = true), 0);
    for (let piece = 0; piece < 100; piece += 1) await takeTurn();
    expect(timerRan).toBe(false);
  });
});
