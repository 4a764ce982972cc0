import { http, type HttpHandler } from 'msw';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLIENT_ADDRESS_HEADER, clientAddressOf } from '../../http/clientAddress';
import { parseTrustedProxies, resolveClientAddress } from '../clientAddress';
import { startMockServer, type MockServer } from '../startMockServer';
import { forgedRequest } from './forgedRequest';

/**
 * The probe: the availability checks counted per `X-Forwarded-For`, so 30 checks under 30 made-up addresses all
 * answered. The server now names the client itself (mocks/http/clientAddress.ts): the socket's address, and
 * `X-Forwarded-For` only from proxies `TRUST_PROXY` names, walked from the right to the nearest untrusted hop.
 */

describe('resolveClientAddress', () => {
  const none = parseTrustedProxies(undefined);
  const local = parseTrustedProxies('127.0.0.1, ::1');
  const venue = parseTrustedProxies('127.0.0.1,10.0.0.0/8');

  it('is the socket’s address when no proxy is trusted, whatever X-Forwarded-For says', () => {
    expect(resolveClientAddress('203.0.113.5', '198.51.100.1', none)).toBe('203.0.113.5');
    expect(resolveClientAddress('::ffff:127.0.0.1', '198.51.100.1, 198.51.100.2', none)).toBe('127.0.0.1');
    expect(resolveClientAddress(undefined, undefined, none)).toBe('unknown');
  });

  it('ignores X-Forwarded-For from a peer that is not a trusted proxy', () => {
    expect(resolveClientAddress('203.0.113.5', '198.51.100.1', venue)).toBe('203.0.113.5');
  });

  it('takes the nearest untrusted hop behind trusted proxies, never what a client wrote further left', () => {
    expect(resolveClientAddress('127.0.0.1', '198.51.100.7', local)).toBe('198.51.100.7');
    expect(resolveClientAddress('::1', '198.51.100.7', local)).toBe('198.51.100.7');
    // The client forged 1.2.3.4 in its own header; the proxy appended the address it saw.
    expect(resolveClientAddress('127.0.0.1', '1.2.3.4, 198.51.100.7', local)).toBe('198.51.100.7');
    expect(resolveClientAddress('127.0.0.1', '1.2.3.4, 198.51.100.7, 10.1.2.3', venue)).toBe('198.51.100.7');
    expect(resolveClientAddress('127.0.0.1', ['1.2.3.4, 198.51.100.7', '10.1.2.3'], venue)).toBe('198.51.100.7');
  });

  it('stops at a malformed hop and keeps the last address known to be real', () => {
    expect(resolveClientAddress('127.0.0.1', 'evil, 10.9.9.9', venue)).toBe('10.9.9.9');
    expect(resolveClientAddress('127.0.0.1', '', local)).toBe('127.0.0.1');
  });

  it('reads addresses and CIDR ranges, and refuses anything else', () => {
    expect(venue.trusts('10.200.0.1')).toBe(true);
    expect(venue.trusts('11.0.0.1')).toBe(false);
    expect(venue.trusts('::ffff:10.0.0.1')).toBe(true);
    expect(parseTrustedProxies('fd00::/8').trusts('fd12::1')).toBe(true);
    expect(none.trusts('127.0.0.1')).toBe(false);
    for (const bad of ['localhost', '10.0.0.0/33', '10.0.0.0/', '1.2.3', '10.0.0.0/8/1']) expect(() => parseTrustedProxies(bad), bad).toThrow(/TRUST_PROXY/);
  });
});

/** A handler that answers the client address the server's handlers see (what the throttles count). */
const probe: HttpHandler = http.get('*/api/v1/__client-address-probe', ({ request }) => Response.json({ client: clientAddressOf(request) }));

async function seenAs(server: MockServer, headers: Record<string, string>): Promise<string> {
  const answer = await forgedRequest(`${server.url}/api/v1/__client-address-probe`, { headers });
  expect(answer.status).toBe(200);
  return (answer.json as { client: string }).client;
}

describe('the client address the handlers see on the local server', () => {
  let direct: MockServer;
  let proxied: MockServer;
  beforeAll(async () => {
    direct = await startMockServer();
    proxied = await startMockServer({ trustProxy: '127.0.0.1' });
    for (const server of [direct, proxied]) server.provider.handlers.unshift(probe);
  });
  afterAll(async () => {
    await Promise.all([direct.close(), proxied.close()]);
  });

  it('without TRUST_PROXY: a forged X-Forwarded-For or client address header changes nothing', async () => {
    const addresses = new Set<string>();
    for (let index = 0; index < 30; index++) {
      addresses.add(await seenAs(direct, { 'X-Forwarded-For': `198.51.100.${index}`, [CLIENT_ADDRESS_HEADER]: `203.0.113.${index}` }));
    }
    expect([...addresses]).toEqual(['127.0.0.1']);
  });

  it('with TRUST_PROXY naming the proxy: the address the proxy appended counts, not one the client wrote', async () => {
    expect(await seenAs(proxied, { 'X-Forwarded-For': '198.51.100.7' })).toBe('198.51.100.7');
    expect(await seenAs(proxied, { 'X-Forwarded-For': '1.2.3.4, 198.51.100.7', [CLIENT_ADDRESS_HEADER]: '5.6.7.8' })).toBe('198.51.100.7');
    expect(await seenAs(proxied, {})).toBe('127.0.0.1');
  });
});
