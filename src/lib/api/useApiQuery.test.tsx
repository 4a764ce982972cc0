// @vitest-environment happy-dom
import { focusManager, QueryClient, QueryClientProvider, queryOptions } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import { createElement, StrictMode, type ReactNode } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { clearTokens, storeTokens } from '../auth/sessionStore';
import { useApiQuery } from './useApiQuery';

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

/** A read as the generated options make it: a key of the operation and its inputs, an answer `{ data }`. */
function fakeRead<T>(calls: Array<{ input: string; signal: AbortSignal; answer: ReturnType<typeof deferred<{ data: T }>> }>, input: string) {
  return queryOptions({
    queryKey: [{ _id: 'fakeRead', query: { input } }],
    queryFn: ({ signal }) => {
      const answer = deferred<{ data: T }>();
      calls.push({ input, signal, answer });
      return answer.promise;
    },
  });
}

let client: QueryClient;
const wrapper = ({ children }: { children: ReactNode }) => createElement(StrictMode, null, createElement(QueryClientProvider, { client }, children));

beforeEach(() => {
  client = new QueryClient({ defaultOptions: { queries: { staleTime: 30_000, retry: false } } });
  clearTokens();
});

describe('useApiQuery', () => {
  it('starts ready with the answer a server rendered the page with and reads nothing for it', () => {
    const calls: Parameters<typeof fakeRead<string>>[0] = [];
    const { result } = renderHook(() => useApiQuery(fakeRead(calls, 'a'), { initial: 'rendered on the server' }), { wrapper });
    expect(result.current.state).toEqual({ status: 'ready', data: 'rendered on the server' });
    expect(calls).toEqual([]);
  });

  it('reads its own answer at once when someone is logged in (a server renders anonymously)', async () => {
    storeTokens({ accessToken: 'a', refreshToken: 'r', accessTokenExpiresIn: 600 });
    const calls: Parameters<typeof fakeRead<string>>[0] = [];
    const { result } = renderHook(() => useApiQuery(fakeRead(calls, 'a'), { initial: 'anonymous' }), { wrapper });
    expect(result.current.state).toEqual({ status: 'ready', data: 'anonymous' });
    await waitFor(() => expect(calls.length).toBeGreaterThan(0));
    await act(async () => calls.at(-1)!.answer.resolve({ data: 'mine' }));
    await waitFor(() => expect(result.current.state).toEqual({ status: 'ready', data: 'mine' }));
  });

  it('never lets an older input answer over a newer one, and shows the older data while the newer loads', async () => {
    const calls: Parameters<typeof fakeRead<string>>[0] = [];
    const { result, rerender } = renderHook(({ input }) => useApiQuery(fakeRead(calls, input)), { wrapper, initialProps: { input: 'a' } });
    await waitFor(() => expect(calls.length).toBeGreaterThan(0));
    await act(async () => calls.at(-1)!.answer.resolve({ data: 'result a' }));
    await waitFor(() => expect(result.current.state).toEqual({ status: 'ready', data: 'result a' }));

    rerender({ input: 'ab' });
    await waitFor(() => expect(result.current.state).toEqual({ status: 'loading', data: 'result a' }));
    rerender({ input: 'abc' });
    const ab = calls.filter((call) => call.input === 'ab').at(-1)!;
    const abc = calls.filter((call) => call.input === 'abc').at(-1)!;
    await act(async () => abc.answer.resolve({ data: 'result abc' }));
    await act(async () => ab.answer.resolve({ data: 'result ab' }));
    await waitFor(() => expect(result.current.state).toEqual({ status: 'ready', data: 'result abc' }));
  });

  it('tells a failure, loads again on retry, and shows a replaced answer without reading', async () => {
    const calls: Parameters<typeof fakeRead<number>>[0] = [];
    const { result } = renderHook(() => useApiQuery(fakeRead(calls, 'n')), { wrapper });
    await waitFor(() => expect(calls.length).toBeGreaterThan(0));
    const body = { status: 500, code: 'INTERNAL_ERROR', message: 'down', data: false };
    await act(async () => calls.at(-1)!.answer.reject(body));
    await waitFor(() => expect(result.current.state).toEqual({ status: 'failed', error: body }));

    const before = calls.length;
    act(() => result.current.retry());
    await waitFor(() => expect(result.current.state).toEqual({ status: 'loading' }));
    expect(calls.length).toBe(before + 1);
    await act(async () => calls.at(-1)!.answer.resolve({ data: 2 }));
    await waitFor(() => expect(result.current.state).toEqual({ status: 'ready', data: 2 }));

    act(() => result.current.replace((value) => value * 10));
    await waitFor(() => expect(result.current.state).toEqual({ status: 'ready', data: 20 }));
    expect(calls.length).toBe(before + 1);
  });

  it('shows what a page showed when it is entered again, and reads it again', async () => {
    const calls: Parameters<typeof fakeRead<string>>[0] = [];
    const first = renderHook(() => useApiQuery(fakeRead(calls, 'p')), { wrapper });
    await waitFor(() => expect(calls.length).toBeGreaterThan(0));
    await act(async () => calls.at(-1)!.answer.resolve({ data: 'first visit' }));
    await waitFor(() => expect(first.result.current.state).toEqual({ status: 'ready', data: 'first visit' }));
    first.unmount();

    const before = calls.length;
    const again = renderHook(() => useApiQuery(fakeRead(calls, 'p')), { wrapper });
    expect(again.result.current.state).toEqual({ status: 'ready', data: 'first visit' });
    await waitFor(() => expect(calls.length).toBe(before + 1));
    await act(async () => calls.at(-1)!.answer.resolve({ data: 'second visit' }));
    await waitFor(() => expect(again.result.current.state).toEqual({ status: 'ready', data: 'second visit' }));
  });

  it('keeps what it shows when reading it again fails (a form on screen stays)', async () => {
    const calls: Parameters<typeof fakeRead<string>>[0] = [];
    const { result } = renderHook(() => useApiQuery(fakeRead(calls, 'form')), { wrapper });
    await waitFor(() => expect(calls.length).toBeGreaterThan(0));
    await act(async () => calls.at(-1)!.answer.resolve({ data: 'the profile' }));
    await waitFor(() => expect(result.current.state).toEqual({ status: 'ready', data: 'the profile' }));
    const before = calls.length;
    act(() => void client.refetchQueries());
    await waitFor(() => expect(calls.length).toBe(before + 1));
    await act(async () => calls.at(-1)!.answer.reject(new Error('offline')));
    await waitFor(() => expect(client.getQueryState([{ _id: 'fakeRead', query: { input: 'form' } }])?.status).toBe('error'));
    expect(result.current.state).toEqual({ status: 'ready', data: 'the profile' });
  });

  it('never reads without a login what needs one, and forgets it on logout without asking anonymously', async () => {
    const calls: Parameters<typeof fakeRead<string>>[0] = [];
    const anonymous = renderHook(() => useApiQuery(fakeRead(calls, 'mine'), { loggedInOnly: true }), { wrapper });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect({ calls: calls.length, state: anonymous.result.current.state }).toEqual({ calls: 0, state: { status: 'loading' } });
    anonymous.unmount();

    storeTokens({ accessToken: 'a', refreshToken: 'r', accessTokenExpiresIn: 600 });
    const { result } = renderHook(() => useApiQuery(fakeRead(calls, 'mine'), { loggedInOnly: true }), { wrapper });
    await waitFor(() => expect(calls.length).toBe(1));
    await act(async () => calls[0]!.answer.resolve({ data: 'my likes' }));
    await waitFor(() => expect(result.current.state).toEqual({ status: 'ready', data: 'my likes' }));
    // As at a logout: the session ends and the client is reset before the page renders again.
    await act(async () => {
      clearTokens();
      await client.resetQueries();
    });
    await waitFor(() => expect(result.current.state).toEqual({ status: 'loading' }));
    expect(calls.length).toBe(1);
  });

  it('tells the failure of the read its route started just before, without trying it again unseen', async () => {
    const calls: Parameters<typeof fakeRead<string>>[0] = [];
    const prefetched = client.prefetchQuery(fakeRead(calls, 'route'));
    const body = { status: 500, code: 'INTERNAL_ERROR', message: 'down', data: false };
    calls[0]!.answer.reject(body);
    await prefetched;
    const { result } = renderHook(() => useApiQuery(fakeRead(calls, 'route')), { wrapper });
    await waitFor(() => expect(result.current.state).toEqual({ status: 'failed', error: body }));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(calls).toHaveLength(1);
  });

  it("tells its route's failure however long the page took to mount (a busy machine), and reads a failure seen before again on a new visit", async () => {
    const calls: Parameters<typeof fakeRead<string>>[0] = [];
    const prefetched = client.prefetchQuery(fakeRead(calls, 'slow'));
    const body = { status: 500, code: 'INTERNAL_ERROR', message: 'down', data: false };
    calls[0]!.answer.reject(body);
    await prefetched;
    // The page mounts a minute after its route's read failed.
    const realNow = Date.now.bind(Date);
    const clock = vi.spyOn(Date, 'now').mockImplementation(() => realNow() + 60_000);
    try {
      const first = renderHook(() => useApiQuery(fakeRead(calls, 'slow')), { wrapper });
      await waitFor(() => expect(first.result.current.state).toEqual({ status: 'failed', error: body }));
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(calls).toHaveLength(1);
      first.unmount();

      // The failure was told; entering the page again reads again.
      const again = renderHook(() => useApiQuery(fakeRead(calls, 'slow')), { wrapper });
      await waitFor(() => expect(calls).toHaveLength(2));
      await act(async () => calls.at(-1)!.answer.resolve({ data: 'back' }));
      await waitFor(() => expect(again.result.current.state).toEqual({ status: 'ready', data: 'back' }));
    } finally {
      clock.mockRestore();
    }
  });

  it('keeps a failure on screen until Retry: the window regaining focus does not read it again', async () => {
    const calls: Parameters<typeof fakeRead<string>>[0] = [];
    const { result } = renderHook(() => useApiQuery(fakeRead(calls, 'focus')), { wrapper });
    await waitFor(() => expect(calls.length).toBeGreaterThan(0));
    const body = { status: 500, code: 'INTERNAL_ERROR', message: 'down', data: false };
    await act(async () => calls.at(-1)!.answer.reject(body));
    await waitFor(() => expect(result.current.state).toEqual({ status: 'failed', error: body }));
    const before = calls.length;
    act(() => {
      focusManager.setFocused(false);
      focusManager.setFocused(true);
    });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(calls).toHaveLength(before);
    expect(result.current.state).toEqual({ status: 'failed', error: body });
    focusManager.setFocused(undefined);
  });

  it('reads a shown answer again when the window regains focus', async () => {
    const calls: Parameters<typeof fakeRead<string>>[0] = [];
    const { result } = renderHook(() => useApiQuery(fakeRead(calls, 'focus-ready')), { wrapper });
    await waitFor(() => expect(calls.length).toBeGreaterThan(0));
    await act(async () => calls.at(-1)!.answer.resolve({ data: 'shown' }));
    await waitFor(() => expect(result.current.state).toEqual({ status: 'ready', data: 'shown' }));
    // Stale after the client's fresh time.
    client
      .getQueryCache()
      .find({ queryKey: [{ _id: 'fakeRead', query: { input: 'focus-ready' } }] })!
      .setState({ dataUpdatedAt: 1 });
    const before = calls.length;
    act(() => {
      focusManager.setFocused(false);
      focusManager.setFocused(true);
    });
    await waitFor(() => expect(calls).toHaveLength(before + 1));
    focusManager.setFocused(undefined);
  });
});
