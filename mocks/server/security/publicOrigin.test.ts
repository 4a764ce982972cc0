import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startMockServer, type MockServer } from '../startMockServer';
import { forgedRequest, hostOf } from './forgedRequest';

/**
 * The probe's account takeover: `POST /api/v1/user/password-reset` with `Host: attacker.example` mailed a link to
 * `http://attacker.example/reset-password?token=...`. Every link is now built on the configured public origin; a
 * request for a foreign name is not answered at all, and forwarded-host headers are never read.
 */

const EMAIL = 'user@cue.test';
const JSON_TYPE = { 'Content-Type': 'application/json' };

const resetLinks = (server: MockServer) =>
  server.provider.ctx.db.outbox
    .all()
    .filter((mail) => mail.to === EMAIL)
    .map((mail) => `${mail.text.en} ${mail.text.ko}`);

async function askForReset(server: MockServer, headers: Record<string, string>) {
  return forgedRequest(`${server.url}/api/v1/user/password-reset`, { method: 'POST', headers: { ...JSON_TYPE, ...headers }, body: JSON.stringify({ email: EMAIL }) });
}

describe('reset links come from the configured public origin', () => {
  let server: MockServer;
  beforeAll(async () => {
    server = await startMockServer({ publicOrigin: 'https://cue.example' });
  });
  afterAll(async () => {
    await server.close();
  });

  it('ignores a forged X-Forwarded-Host and X-Forwarded-Proto sent with an allowed Host: the mail links to the public origin', async () => {
    const answer = await askForReset(server, {
      Host: hostOf(server.url),
      'X-Forwarded-Host': 'attacker.example',
      'X-Forwarded-Proto': 'http',
      Forwarded: 'host=attacker.example',
    });
    expect(answer.status).toBe(200);
    const [mail] = resetLinks(server);
    expect(mail).toContain('https://cue.example/reset-password?token=');
    expect(mail).not.toContain('attacker.example');
    expect(mail).not.toContain(hostOf(server.url));
  });

  it('answers a request for the public origin’s own name (behind a proxy that keeps Host) with the same link', async () => {
    const before = resetLinks(server).length;
    const answer = await askForReset(server, { Host: 'cue.example' });
    expect(answer.status).toBe(200);
    expect(resetLinks(server)).toHaveLength(before + 1);
    expect(resetLinks(server)[before]).toContain('https://cue.example/reset-password?token=');
  });

  it('sends nothing for a forged Host (421: no handler runs)', async () => {
    const before = resetLinks(server).length;
    const answer = await askForReset(server, { Host: 'attacker.example' });
    expect(answer.status).toBe(421);
    expect(resetLinks(server)).toHaveLength(before);
  });
});

describe('without a public origin, links use the listening address, whatever name the request used', () => {
  let server: MockServer;
  beforeAll(async () => {
    server = await startMockServer();
  });
  afterAll(async () => {
    await server.close();
  });

  it('links to http://127.0.0.1:<port> even when asked through localhost with a forwarded host', async () => {
    const port = new URL(server.url).port;
    const answer = await askForReset(server, { Host: `localhost:${port}`, 'X-Forwarded-Host': 'attacker.example' });
    expect(answer.status).toBe(200);
    expect(resetLinks(server)[0]).toContain(`${server.url}/reset-password?token=`);
    expect(resetLinks(server)[0]).not.toContain('attacker.example');
  });

  it('refuses a public origin that is not a bare origin (a path, credentials)', async () => {
    await expect(startMockServer({ publicOrigin: 'https://cue.example/app' })).rejects.toThrow(/PUBLIC_ORIGIN/);
    await expect(startMockServer({ publicOrigin: 'https://user:pw@cue.example' })).rejects.toThrow(/PUBLIC_ORIGIN/);
  });
});
