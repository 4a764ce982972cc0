import { useCallback, useEffect, useEffectEvent, useState } from 'react';

/** Data the panel loads from the mock control: loading, ready, or failed with the error. */
export type Loadable<T> = { state: 'loading' } | { state: 'ready'; data: T } | { state: 'failed'; error: unknown };

export interface UseLoadable<T> {
  value: Loadable<T>;
  /** Loads again (after a change, or when the user asks). */
  reload: () => void;
  /** Replaces the data with an answer that already holds it (the fault list after adding a fault). */
  set: (data: T) => void;
}

/** Loads once on mount and again on `reload()`; an answer that arrives after a newer request is dropped. */
export function useLoadable<T>(load: () => Promise<T>): UseLoadable<T> {
  const [version, setVersion] = useState(0);
  const [value, setValue] = useState<Loadable<T>>({ state: 'loading' });
  // `load` is a fresh closure on every render: requests are made on mount and on reload() only, with the latest one.
  const loadLatest = useEffectEvent(load);
  useEffect(() => {
    let current = true;
    loadLatest().then(
      (data) => current && setValue({ state: 'ready', data }),
      (error: unknown) => current && setValue({ state: 'failed', error }),
    );
    return () => {
      current = false;
    };
  }, [version]);
  const reload = useCallback(() => setVersion((v) => v + 1), []);
  const set = useCallback((data: T) => setValue({ state: 'ready', data }), []);
  return { value, reload, set };
}
