// @vitest-environment happy-dom
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../lib/i18n/i18n';
import { namespaces } from '../lib/i18n/namespaces';
import { GlobalLoadingOverlay } from './GlobalLoadingOverlay';
import { isGlobalLoading, setGlobalLoading, subscribeToGlobalLoading, withGlobalLoading } from './globalLoading';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

function deferred<T = void>() {
  let resolve!: (value: T) => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

afterEach(() => setGlobalLoading(false));

describe('the global loading flag', () => {
  it('is off at first and follows the manual switch', () => {
    expect(isGlobalLoading()).toBe(false);
    setGlobalLoading(true);
    expect(isGlobalLoading()).toBe(true);
    setGlobalLoading(false);
    expect(isGlobalLoading()).toBe(false);
  });

  it('stays on until the last of nested and parallel calls settles', async () => {
    const outer = deferred<string>();
    const inner = deferred<string>();
    const first = withGlobalLoading(outer.promise);
    const second = withGlobalLoading(() => inner.promise);
    expect(isGlobalLoading()).toBe(true);
    outer.resolve('a');
    await expect(first).resolves.toBe('a');
    expect(isGlobalLoading()).toBe(true);
    inner.resolve('b');
    await expect(second).resolves.toBe('b');
    expect(isGlobalLoading()).toBe(false);
  });

  it('turns off when the work fails, and passes the failure on', async () => {
    await expect(withGlobalLoading(Promise.reject(new Error('offline')))).rejects.toThrow('offline');
    expect(isGlobalLoading()).toBe(false);
  });

  it('notifies subscribers only when the flag changes', async () => {
    const seen: boolean[] = [];
    const unsubscribe = subscribeToGlobalLoading(() => seen.push(isGlobalLoading()));
    const work = deferred();
    const running = withGlobalLoading(work.promise);
    void withGlobalLoading(Promise.resolve());
    setGlobalLoading(false);
    work.resolve();
    await running;
    unsubscribe();
    expect(seen).toEqual([true, false]);
  });
});

describe('GlobalLoadingOverlay', () => {
  let container: HTMLDivElement;
  let root: Root;
  const overlay = () => document.querySelector<HTMLElement>('.app-global-loading');

  beforeAll(async () => {
    localStorage.clear();
    await initI18n(namespaces);
    // As the app does when the browser is idle: the overlay's chunk is there before the flag first turns on.
    await import('./LoadingOverlayView');
  }, 30_000);
  beforeEach(async () => {
    container = document.body.appendChild(document.createElement('div'));
    root = createRoot(container);
    await act(async () => root.render(<GlobalLoadingOverlay />));
  });
  afterEach(() => {
    act(() => root.unmount());
    container.remove();
  });

  it('covers the page with a 60 px spinner at z-index 2000 while the flag is on', async () => {
    expect(overlay()).toBeNull();
    await act(async () => setGlobalLoading(true));
    // The overlay's code loads the first time the flag turns on.
    await vi.waitFor(async () => {
      await act(async () => undefined);
      expect(overlay()).not.toBeNull();
    });
    const shown = overlay()!;
    expect(shown.getAttribute('role')).toBe('status');
    expect(shown.getAttribute('aria-busy')).toBe('true');
    expect(shown.getAttribute('aria-label')).toBe('불러오는 중…');
    expect(shown.style.zIndex).toBe('2000');
    expect(shown.style.position).toBe('fixed');
    expect(shown.querySelector('svg')?.getAttribute('width')).toBe('60');
  });
});
