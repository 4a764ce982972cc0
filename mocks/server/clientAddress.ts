import { BlockList, isIP } from 'node:net';

/**
 * Which network address a request comes from, for the throttles (mocks/http/clientAddress.ts): the socket's
 * peer, unless that peer is a proxy the `TRUST_PROXY` setting names; then `X-Forwarded-For` is walked from the
 * right (the address the trusted proxy saw first) past every trusted proxy, and the nearest untrusted address
 * counts. Addresses a client wrote further left are never believed. Without trusted proxies the header is
 * ignored, so a client cannot pose as many (OWASP ASVS V4: do not trust client-supplied addresses).
 */

export interface TrustedProxies {
  /** Whether `address` is one of the trusted proxies. */
  trusts(address: string): boolean;
}

/** IPv4-mapped IPv6 (`::ffff:10.0.0.1`) as the IPv4 address it is. */
export function plainAddress(address: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  return (mapped ? mapped[1]! : address).toLowerCase();
}

/**
 * `TRUST_PROXY`: a comma-separated list of addresses and CIDR ranges (`127.0.0.1,10.0.0.0/8,::1`); empty or
 * undefined trusts none. Throws on an entry that is neither, so a typo does not silently trust nothing.
 */
export function parseTrustedProxies(setting: string | undefined): TrustedProxies {
  const list = new BlockList();
  let any = false;
  for (const entry of (setting ?? '').split(',').map((part) => part.trim())) {
    if (entry === '') continue;
    const [address = '', prefix, ...rest] = entry.split('/');
    const family = isIP(address);
    const bits = prefix === undefined ? undefined : Number(prefix);
    const maxBits = family === 6 ? 128 : 32;
    if (family === 0 || rest.length > 0 || (bits !== undefined && !(Number.isInteger(bits) && bits >= 0 && bits <= maxBits && prefix !== ''))) {
      throw new Error(`TRUST_PROXY: "${entry}" is not an IP address or CIDR range (e.g. 127.0.0.1,10.0.0.0/8).`);
    }
    const type = family === 6 ? 'ipv6' : 'ipv4';
    if (bits === undefined) list.addAddress(address, type);
    else list.addSubnet(address, bits, type);
    any = true;
  }
  return {
    trusts(address) {
      if (!any) return false;
      const plain = plainAddress(address);
      const family = isIP(plain);
      return family !== 0 && list.check(plain, family === 6 ? 'ipv6' : 'ipv4');
    },
  };
}

/** The client's address: the socket peer, or (behind trusted proxies) the nearest untrusted `X-Forwarded-For` entry. */
export function resolveClientAddress(peer: string | undefined, forwardedFor: string | readonly string[] | undefined, trusted: TrustedProxies): string {
  let client = plainAddress(peer ?? 'unknown');
  if (!trusted.trusts(client)) return client;
  const hops = (typeof forwardedFor === 'string' ? [forwardedFor] : (forwardedFor ?? [])).flatMap((header) => header.split(',')).map((hop) => plainAddress(hop.trim()));
  for (let index = hops.length - 1; index >= 0; index--) {
    const hop = hops[index]!;
    // A malformed entry ends the walk: the last address known to be real counts.
    if (isIP(hop) === 0) break;
    client = hop;
    if (!trusted.trusts(hop)) break;
  }
  return client;
}
