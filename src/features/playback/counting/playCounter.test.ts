import { describe, expect, it, vi } from 'vitest';
import { LISTENER_ID_KEY } from './listenerId';
import { COUNTED_PLAYS_KEY, createPlayCounter, type RecordedPlay } from './playCounter';

const memoryStorage = () => {
  const values = new Map<string, string>();
  return { getItem: (key: string) => values.get(key) ?? null, setItem: (key: string, value: string) => void values.set(key, value) };
};
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

function setup(answer: () => Promise<RecordedPlay> = () => Promise.resolve({ counted: true, playCount: 8 })) {
  const storage = memoryStorage();
  const record = vi.fn<(id: number, listenerId: string, shareToken?: string) => Promise<RecordedPlay>>(answer);
  const onCounted = vi.fn<(id: number, playCount: number) => void>();
  const counter = createPlayCounter({ record, onCounted, storage });
  /** Plays `seconds` in timeupdate-sized steps. */
  const listen = (seconds: number) => {
    for (let heard = 0; heard < seconds; heard += 0.25) counter.listen(0.25);
  };
  return { storage, record, onCounted, counter, listen };
}

describe('play counter', () => {
  it('records a long track after 30 seconds of listening, with the session listener id', async () => {
    const { counter, listen, record, onCounted, storage } = setup();
    counter.begin(7, 200);
    listen(29.75);
    expect(record).not.toHaveBeenCalled();
    listen(0.25);
    expect(record).toHaveBeenCalledExactlyOnceWith(7, storage.getItem(LISTENER_ID_KEY), undefined);
    await flush();
    expect(onCounted).toHaveBeenCalledWith(7, 8);
    expect(JSON.parse(storage.getItem(COUNTED_PLAYS_KEY)!)).toEqual([7]);
  });

  it('records a short track after half of it', () => {
    const { counter, listen, record } = setup();
    counter.begin(3, 20);
    listen(9.75);
    expect(record).not.toHaveBeenCalled();
    listen(0.25);
    expect(record).toHaveBeenCalledOnce();
  });

  it('does not count what a seek skipped (the engine passes 0 for a jump)', () => {
    const { counter, listen, record } = setup();
    counter.begin(3, 20);
    counter.listen(0);
    listen(5);
    expect(record).not.toHaveBeenCalled();
  });

  it('counts a track once per session, even when it is played again', async () => {
    const { counter, listen, record } = setup();
    counter.begin(3, 20);
    listen(20);
    await flush();
    counter.begin(3, 20);
    listen(20);
    expect(record).toHaveBeenCalledOnce();
  });

  it('does not update the count when the server had counted this listener before', async () => {
    const { counter, listen, onCounted, storage } = setup(() => Promise.resolve({ counted: false, playCount: 4 }));
    counter.begin(3, 20);
    listen(10);
    await flush();
    expect(onCounted).not.toHaveBeenCalled();
    expect(JSON.parse(storage.getItem(COUNTED_PLAYS_KEY)!)).toEqual([3]);
  });

  it('stays silent when recording fails, and tries again on a later play', async () => {
    const { counter, listen, record, onCounted } = setup(() => Promise.reject(new Error('offline')));
    counter.begin(3, 20);
    listen(20);
    await flush();
    expect(record).toHaveBeenCalledOnce();
    expect(onCounted).not.toHaveBeenCalled();
    counter.begin(3, 20);
    listen(10);
    expect(record).toHaveBeenCalledTimes(2);
  });

  it('sends the share link a track was played through with its play', () => {
    const { counter, listen, record, storage } = setup();
    counter.begin(7, 20, 'token-of-a-shared-shortlist');
    listen(10);
    expect(record).toHaveBeenCalledExactlyOnceWith(7, storage.getItem(LISTENER_ID_KEY), 'token-of-a-shared-shortlist');
  });

  it('counts a track once per session, whether it was played through a share link or not', async () => {
    const { counter, listen, record } = setup();
    counter.begin(3, 20);
    listen(10);
    await flush();
    counter.begin(3, 20, 'token-of-a-shared-shortlist');
    listen(20);
    expect(record).toHaveBeenCalledExactlyOnceWith(3, expect.any(String), undefined);
  });

  it('counts nothing before a track is loaded', () => {
    const { counter, record } = setup();
    counter.listen(100);
    expect(record).not.toHaveBeenCalled();
  });
});
