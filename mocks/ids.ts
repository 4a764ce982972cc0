/** A random url-safe id (tokens, uploads, files): 128 bits from the platform's CSPRNG. */
export function randomId(prefix = ''): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  let text = '';
  for (const byte of bytes) text += byte.toString(16).padStart(2, '0');
  return prefix + text;
}
