import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/** A lazily loaded component that can also be fetched ahead of need. */
export type PreloadableComponent<Props> = LazyExoticComponent<ComponentType<Props>> & { preload(): Promise<unknown> };

/**
 * `React.lazy` for parts that are rarely shown but must appear at once when they are (overlays, dialogs):
 * they stay out of the first load, and `preload()` (called when the browser is idle, see `whenIdle`)
 * fetches their chunk before anyone needs it. Loading twice is one request: the module promise is kept.
 */
export function lazyWithPreload<Props>(load: () => Promise<ComponentType<Props>>): PreloadableComponent<Props> {
  let loading: Promise<ComponentType<Props>> | undefined;
  const preload = () => (loading ??= load());
  const component = lazy(async () => ({ default: await preload() })) as PreloadableComponent<Props>;
  component.preload = preload;
  return component;
}

/** Runs `work` once the browser is idle after the first paint (at the latest after `timeoutMs`). */
export function whenIdle(work: () => void, timeoutMs = 2_000): void {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(() => work(), { timeout: timeoutMs });
  else setTimeout(work, 200);
}
