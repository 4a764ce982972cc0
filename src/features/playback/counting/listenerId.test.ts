import { describe, expect, it } from 'vitest';
import { LISTENER_ID_KEY, sessionListenerId } from './listenerId';

const memoryStorage = () => {
  const values = new Map<string, string>();
  return { getItem: (key: string) => values.get(key) ?? null, setItem: (key: string, value: string) => void values.set(key, value) };
};

describe('session listener id', () => {
  it('is created once and kept for the session', () => {
    const storage = memoryStorage();
    const id = sessionListenerId(storage);
    expect(id).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
    expect(storage.getItem(LISTENER_ID_KEY)).toBe(id);
    expect(sessionListenerId(storage)).toBe(id);
  });

  it('is new in a new session', () => {
    expect(sessionListenerId(memoryStorage())).not.toBe(sessionListenerId(memoryStorage()));
  });

  it('replaces a saved value the server would refuse', () => {
    const storage = memoryStorage();
    storage.setItem(LISTENER_ID_KEY, 'bad id!');
    const id = sessionListenerId(storage);
    expect(id).not.toBe('bad id!');
    expect(storage.getItem(LISTENER_ID_KEY)).toBe(id);
  });

  it('stays the same for the page when storage refuses', () => {
    const refusing = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('denied');
      },
    };
    const id = sessionListenerId(refusing);
    expect(id).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
    expect(sessionListenerId(refusing)).toBe(id);
  });
});
