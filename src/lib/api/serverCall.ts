import { createClient, createConfig } from './generated/client';
import type { Client } from './generated/client';

/**
 * How a server rendering a page at request time calls the API (mocks/server/livePages.ts): a client of its own
 * on the server's origin, answering in process. The generated SDK takes it per call, so the browser client and
 * its interceptors (the session, the error toasts) are never involved: a server render is always anonymous,
 * and a failed read only leaves the page to load its content in the browser.
 */
export interface ServerCallOptions {
  client: Client;
}

/** A client for a server's reads: `baseUrl` its origin, `fetch` the in-process answer. */
export function serverCallOptions(baseUrl: string, fetch: typeof globalThis.fetch): ServerCallOptions {
  return { client: createClient(createConfig({ baseUrl, fetch })) };
}
