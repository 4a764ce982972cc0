/**
 * Who a request comes from, for the throttles (OWASP ASVS: count the real client, not what it claims).
 *
 * The local HTTP server (mocks/server) works the address out from the socket and, only for proxies named in its
 * `TRUST_PROXY` setting, from `X-Forwarded-For`; it removes any `X-Cue-Client-Address` a client sent and sets its
 * own. The in-browser and in-test mocks have no network address: every request there is the one local client
 * (tests may set the header to play several clients).
 */
export const CLIENT_ADDRESS_HEADER = 'x-cue-client-address';

export function clientAddressOf(request: Request): string {
  return request.headers.get(CLIENT_ADDRESS_HEADER)?.trim() || 'local';
}
