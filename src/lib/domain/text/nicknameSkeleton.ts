import { withoutInvisibleCharacters } from './characters';

/**
 * The form two nicknames are compared in: equal skeletons look alike, so the second is "already in use".
 * NFKC (full-width and compatibility forms fold: ＡＢ is AB, a decomposed 한 is 한), invisible characters removed,
 * case folded (upper then lower case, so ß and SS, ς and σ meet), and NFKC again as folding may denormalise.
 *
 * UTS #39 confusable mapping (Cyrillic а for Latin a) is not applied: no maintained npm package serves it (see
 * docs/security.md). Compute it on each comparison; it is never stored.
 */
export function nicknameSkeleton(nickname: string): string {
  const visible = withoutInvisibleCharacters(nickname.normalize('NFKC'), 'line');
  return visible.toUpperCase().toLowerCase().normalize('NFKC').trim();
}
