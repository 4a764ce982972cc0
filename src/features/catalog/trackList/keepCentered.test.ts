// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { keepCentered } from './keepCentered';

/** A window 800 px high over a page 3000 px high, with a row whose place on the page the test moves. */
function layout(rowTop: { value: number }) {
  let scrollY = 0;
  vi.spyOn(window, 'innerHeight', 'get').mockReturnValue(800);
  vi.spyOn(window, 'scrollY', 'get').mockImplementation(() => scrollY);
  vi.spyOn(document.documentElement, 'scrollHeight', 'get').mockReturnValue(3000);
  const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation((_x: number, y: number) => (scrollY = y));
  const row = document.createElement('li');
  document.body.append(row);
  row.getBoundingClientRect = () => ({ top: rowTop.value - scrollY, height: 100, bottom: 0, left: 0, right: 0, width: 0, x: 0, y: 0, toJSON: () => ({}) });
  return { row, scrollTo, scrollY: () => scrollY };
}

describe('keepCentered', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    vi.useRealTimers();
    document.body.replaceChildren();
  });

  it('centres the row at once and keeps it centred while the page above it grows', () => {
    vi.useFakeTimers();
    const rowTop = { value: 1000 };
    const { row, scrollY } = layout(rowTop);
    keepCentered(row);
    expect(scrollY()).toBe(650); // 1000 + 50 - 400
    // A member's controls render above the row after the first scroll: it moves down 96 px.
    rowTop.value = 1096;
    vi.advanceTimersToNextFrame();
    expect(scrollY()).toBe(746);
    // A navigation's scroll to the top under it is undone on the next frame.
    window.scrollTo(0, 0);
    vi.advanceTimersToNextFrame();
    expect(scrollY()).toBe(746);
  });

  it('stops once the row has stayed in place, or when the user scrolls', () => {
    vi.useFakeTimers();
    const rowTop = { value: 1000 };
    const first = layout(rowTop);
    keepCentered(first.row);
    for (let frame = 0; frame < 40; frame += 1) vi.advanceTimersToNextFrame();
    rowTop.value = 1200;
    vi.advanceTimersToNextFrame();
    expect(first.scrollY()).toBe(650);

    rowTop.value = 1000;
    window.scrollTo(0, 0);
    keepCentered(first.row);
    window.dispatchEvent(new Event('wheel'));
    rowTop.value = 1500;
    vi.advanceTimersToNextFrame();
    expect(first.scrollY()).toBe(650);
  });
});
