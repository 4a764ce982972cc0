import { startTransition, useCallback, useEffect, useEffectEvent, useRef, useState, type DependencyList } from 'react';

/**
 * A load's state. While a new load runs (new inputs, a retry), the previous data stays in `data`, so a list
 * does not blink empty between pages or queries.
 */
export type LoadState<T> = { status: 'loading'; data?: T } | { status: 'failed'; error: unknown; data?: T } | { status: 'ready'; data: T };

export interface Load<T> {
  state: LoadState<T>;
  /** Loads again with the same inputs (the failure state's retry button). */
  retry: () => void;
  /** Shows changed data without loading (an optimistic update, a saved edit). */
  replace: (update: (data: T) => T) => void;
}

const sameDeps = (a: DependencyList, b: DependencyList) => a.length === b.length && a.every((value, index) => Object.is(value, b[index]));

/**
 * Runs `load` when the component mounts and whenever `deps` change. The previous load's signal is aborted, so a
 * stale answer can never overwrite a newer one (typing in the search box, paging quickly). An aborted load
 * changes nothing. An answer is shown in a transition: rendering a long list never holds up typing or a click.
 *
 * `initial`: data the page already came with (rendered on the server): the state starts ready with it and the
 * first inputs load nothing; a retry or new inputs load as usual.
 */
export function useLoad<T>(load: (signal: AbortSignal) => Promise<T>, deps: DependencyList, initial?: T): Load<T> {
  const [state, setState] = useState<LoadState<T>>(() => (initial === undefined ? { status: 'loading' } : { status: 'ready', data: initial }));
  const [attempt, setAttempt] = useState(0);
  // The latest `load` (a fresh closure each render), called by the effect without being one of its inputs.
  const loadLatest = useEffectEvent(load);
  // The inputs the initial data answers (kept while they stand, so an effect run twice still loads nothing).
  const initialFor = useRef<DependencyList | undefined>(initial === undefined ? undefined : deps);

  useEffect(() => {
    if (initialFor.current && attempt === 0 && sameDeps(initialFor.current, deps)) return;
    initialFor.current = undefined;
    const controller = new AbortController();
    setState((previous) => ({ status: 'loading', data: previous.data }));
    loadLatest(controller.signal).then(
      (data) => {
        if (!controller.signal.aborted) startTransition(() => setState({ status: 'ready', data }));
      },
      (error: unknown) => {
        if (!controller.signal.aborted) setState((previous) => ({ status: 'failed', error, data: previous.data }));
      },
    );
    return () => controller.abort();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the caller's `deps` (spread, so the rule cannot check them) and retries decide when to load again
  }, [...deps, attempt]);

  const retry = useCallback(() => setAttempt((count) => count + 1), []);
  const replace = useCallback((update: (data: T) => T) => {
    setState((previous) => (previous.data === undefined ? previous : { ...previous, data: update(previous.data) }));
  }, []);
  return { state, retry, replace };
}
