// @vitest-environment happy-dom
import { act, renderHook, waitFor } from '@testing-library/react';
import { StrictMode } from 'react';
import { describe, expect, it } from 'vitest';
import { resultData } from './resultData';
import { useLoad } from './useLoad';

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('useLoad', () => {
  it('starts ready with the data a page came with and loads nothing for those inputs, even with effects run twice', async () => {
    const calls: string[] = [];
    let next = deferred<string>();
    const { result, rerender } = renderHook(
      ({ query }) =>
        useLoad(
          () => {
            calls.push(query);
            return next.promise;
          },
          [query],
          'rendered on the server',
        ),
      { initialProps: { query: 'a' }, wrapper: StrictMode },
    );
    expect(result.current.state).toEqual({ status: 'ready', data: 'rendered on the server' });
    expect(calls).toEqual([]);

    act(() => result.current.retry());
    expect(calls).toEqual(['a']);
    await act(async () => next.resolve('fresh a'));
    expect(result.current.state).toEqual({ status: 'ready', data: 'fresh a' });

    next = deferred<string>();
    rerender({ query: 'b' });
    expect(calls.at(-1)).toBe('b');
    await act(async () => next.resolve('fresh b'));
    expect(result.current.state).toEqual({ status: 'ready', data: 'fresh b' });
  });

  it('never lets a stale answer overwrite a newer one, and aborts the stale load', async () => {
    const calls: { query: string; signal: AbortSignal; answer: ReturnType<typeof deferred<string>> }[] = [];
    const { result, rerender } = renderHook(
      ({ query }) =>
        useLoad(
          (signal) => {
            const answer = deferred<string>();
            calls.push({ query, signal, answer });
            return answer.promise;
          },
          [query],
        ),
      { initialProps: { query: 'a' } },
    );

    rerender({ query: 'ab' });
    expect(calls.map((call) => call.query)).toEqual(['a', 'ab']);
    expect(calls[0]!.signal.aborted).toBe(true);
    await act(async () => calls[1]!.answer.resolve('result ab'));
    await act(async () => calls[0]!.answer.resolve('result a'));
    expect(result.current.state).toEqual({ status: 'ready', data: 'result ab' });
  });

  it('keeps the previous data while loading and after a failure, and loads again on retry', async () => {
    let next = deferred<number>();
    const { result } = renderHook(() => useLoad(() => next.promise, []));
    await act(async () => next.resolve(1));
    expect(result.current.state).toEqual({ status: 'ready', data: 1 });

    next = deferred<number>();
    act(() => result.current.retry());
    expect(result.current.state).toEqual({ status: 'loading', data: 1 });
    await act(async () => next.reject(new Error('down')));
    expect(result.current.state).toMatchObject({ status: 'failed', data: 1 });

    next = deferred<number>();
    act(() => result.current.retry());
    await act(async () => next.resolve(2));
    await waitFor(() => expect(result.current.state).toEqual({ status: 'ready', data: 2 }));
    act(() => result.current.replace((value) => value * 10));
    expect(result.current.state).toEqual({ status: 'ready', data: 20 });
  });
});

describe('resultData', () => {
  it('gives the envelope data or throws the error body', async () => {
    await expect(resultData(Promise.resolve({ data: { data: [1, 2] } }))).resolves.toEqual([1, 2]);
    const body = { status: 404, code: 'MUSIC_NOT_FOUND', message: 'x', data: false };
    await expect(resultData(Promise.resolve({ error: body }))).rejects.toBe(body);
    await expect(resultData(Promise.resolve({}))).rejects.toThrow('no data');
  });
});
