/**
 * A 64-bit digest of rendered media bytes (two FNV-1a passes in one loop; this code also runs in the browser's
 * mock, so no node:crypto): the ETag of a seeded file names its bytes with it. Computed once per array.
 */

const digests = new WeakMap<Uint8Array, string>();

export function digestOf(bytes: Uint8Array): string {
  let digest = digests.get(bytes);
  if (digest) return digest;
  let a = 0x811c9dc5;
  let b = 0x01000193 ^ bytes.byteLength;
  for (let index = 0; index < bytes.length; index += 1) {
    a = Math.imul(a ^ bytes[index]!, 0x01000193);
    b = Math.imul(b ^ bytes[index]!, 0x050c5d1f);
  }
  digest = `${(a >>> 0).toString(36)}${(b >>> 0).toString(36)}`;
  digests.set(bytes, digest);
  return digest;
}
