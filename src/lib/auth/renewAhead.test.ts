import { describe, expect, it, vi } from 'vitest';
import { accessTokenToSend, renewAtFor } from './renewAhead';

describe('renewing the access token ahead of its expiry', () => {
  it('renews a minute before a 15-minute token expires, and a quarter before a short one does', () => {
    expect(renewAtFor(900, 1_000)).toBe(1_000 + 900_000 - 60_000);
    expect(renewAtFor(60, 0)).toBe(45_000);
  });

  it('does not know when to renew without a lifetime', () => {
    for (const lifetime of [undefined, null, 0, -5, Number.NaN]) expect(renewAtFor(lifetime, 0)).toBeUndefined();
  });

  it('sends the stored token until its renewal time, then the renewed one', async () => {
    const renew = vi.fn(async () => 'access-new');
    const send = (now: number) => accessTokenToSend({ readAccessToken: () => 'access-old', renewAt: 1_000, now, renew });
    expect(await send(999)).toBe('access-old');
    expect(renew).not.toHaveBeenCalled();
    expect(await send(1_000)).toBe('access-new');
    expect(renew).toHaveBeenCalledWith('access-old');
  });

  it('sends what is stored after a renewal that gave no token: nothing once the session ended', async () => {
    let stored: string | undefined = 'access-old';
    const renew = vi.fn(async () => {
      stored = undefined;
      return undefined;
    });
    expect(await accessTokenToSend({ readAccessToken: () => stored, renewAt: 0, now: 5, renew })).toBeUndefined();
  });

  it('never renews without a token or a renewal time', async () => {
    const renew = vi.fn(async () => 'x');
    expect(await accessTokenToSend({ readAccessToken: () => undefined, renewAt: 0, now: 5, renew })).toBeUndefined();
    expect(await accessTokenToSend({ readAccessToken: () => 'a', renewAt: undefined, now: 5, renew })).toBe('a');
    expect(renew).not.toHaveBeenCalled();
  });
});
