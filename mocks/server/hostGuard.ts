import { ApiProblem, errorResponse } from '../http/problem';

/**
 * The names the server answers (DNS rebinding defence, OWASP ASVS V4/V14): a page of another site whose name was
 * pointed at this machine sends its own name as `Host`, so any request whose `Host` is not one of the server's
 * own names is refused (421 Misdirected Request) before anything runs. The names: the listening address,
 * `localhost`, `127.0.0.1` and `[::1]` (each with the server's port), and the public origin's host.
 */
export interface HostNames {
  /** The listening address (`127.0.0.1`, `::1`, `0.0.0.0`, a name). */
  listenHost: string;
  port: number;
  /** The configured public origin (`https://cue.example`). */
  publicOrigin: string;
}

/** `host` (`name` or `name:port`, IPv6 in brackets) as a URL writes it (lower case, default port dropped), or undefined when it is not a bare host. */
export function normalizeHost(host: string, scheme = 'http'): string | undefined {
  const trimmed = host.trim().toLowerCase();
  if (trimmed === '' || /[/?#@\\\s]/.test(trimmed)) return undefined;
  try {
    return new URL(`${scheme}://${trimmed}`).host;
  } catch {
    return undefined;
  }
}

const bracketed = (host: string) => (host.includes(':') && !host.startsWith('[') ? `[${host}]` : host);

/** The `Host` values the server answers. */
export function ownHostNames({ listenHost, port, publicOrigin }: HostNames): Set<string> {
  const names = new Set<string>();
  for (const name of [listenHost, 'localhost', '127.0.0.1', '::1']) {
    const host = normalizeHost(`${bracketed(name)}:${port}`);
    if (host) names.add(host);
  }
  const url = new URL(publicOrigin);
  names.add(url.host);
  // Its default port written out (`cue.example:443`) is the same name.
  names.add(`${url.hostname}:${url.port || (url.protocol === 'https:' ? '443' : '80')}`);
  return names;
}

/** The origins a browser page of this server has (its names over http, and the public origin): mock control's `Origin` check. */
export function ownOrigins(names: HostNames): Set<string> {
  const origins = new Set([...ownHostNames(names)].map((host) => `http://${host}`));
  origins.add(new URL(names.publicOrigin).origin);
  return origins;
}

/** Whether a request's `Host` header names this server (a request without one does not). */
export function isOwnHost(allowed: ReadonlySet<string>, hostHeader: string | undefined): boolean {
  if (hostHeader === undefined) return false;
  const host = normalizeHost(hostHeader);
  return host !== undefined && allowed.has(host);
}

/** The answer to a request addressed to another name: the contract's error shape, nothing run. */
export function misdirected(): Response {
  return errorResponse(new ApiProblem(421, 'INVALID_REQUEST', 'This server does not answer for that host name (Host header).'));
}
