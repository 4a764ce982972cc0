// @vitest-environment happy-dom
import { act, createElement } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SCROLL_THROTTLE_MS, throttle, useScrollOffset } from './useScrollOffset';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('throttle', () => {
  it('runs at once, then at most once per window, and never misses the last call', () => {
    const fn = vi.fn();
    const throttled = throttle(fn, 64);
    throttled();
    expect(fn).toHaveBeenCalledTimes(1);
    throttled();
    throttled();
    throttled();
    expect(fn).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(64);
    expect(fn).toHaveBeenCalledTimes(2);
    vi.advanceTimersByTime(500);
    expect(fn).toHaveBeenCalledTimes(2);
  });

  it('can be cancelled', () => {
    const fn = vi.fn();
    const throttled = throttle(fn, 64);
    throttled();
    throttled();
    throttled.cancel();
    vi.advanceTimersByTime(100);
    expect(fn).toHaveBeenCalledTimes(1);
  });
});

describe('useScrollOffset', () => {
  it('turns on once the page is scrolled past the top and off back at the top, throttled', async () => {
    const seen: boolean[] = [];
    function Probe() {
      seen.push(useScrollOffset());
      return null;
    }
    const root = createRoot(document.body.appendChild(document.createElement('div')));
    await act(async () => root.render(createElement(Probe)));
    expect(seen.at(-1)).toBe(false);

    const scrollTo = (y: number) => {
      Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
      window.dispatchEvent(new Event('scroll'));
    };
    await act(async () => {
      vi.advanceTimersByTime(SCROLL_THROTTLE_MS);
      scrollTo(120);
    });
    expect(seen.at(-1)).toBe(true);

    await act(async () => scrollTo(0));
    expect(seen.at(-1)).toBe(true);
    await act(async () => vi.advanceTimersByTime(SCROLL_THROTTLE_MS));
    expect(seen.at(-1)).toBe(false);
    act(() => root.unmount());
  });
});
