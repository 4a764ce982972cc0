import { describe, expect, it } from 'vitest';
import { compileQuery, matchesAll, normalize } from '../../../src/lib/domain/search/matchText';
import { searchMusicRecords } from '../../handlers/musicSearch';
import { createMockProvider } from '../../provider';

/**
 * Issue 26: search folded case but not compatibility forms, so `ＣＨＡＳＥ` (full-width) found nothing while
 * `chase` found 11 tracks. Queries and indexed texts now go through the same NFKC folding.
 */

const matches = (query: string, ...texts: string[]) => matchesAll(compileQuery(query), texts);

describe('search folds full-width and compatibility characters', () => {
  it('folds full-width letters and digits, ligatures and circled digits, in the query and in the text', () => {
    expect(normalize('ＣＨＡＳＥ')).toBe('chase');
    expect(normalize('ﬁnale ① ＡＢＣ１２３')).toBe('finale 1 abc123');
    expect(matches('ＣＨＡＳＥ', 'Chase at Dawn')).toBe(true);
    expect(matches('chase', 'ＣＨＡＳＥ ａｔ Ｄａｗｎ')).toBe(true);
    expect(matches('ﬁnale', 'Finale')).toBe(true);
  });

  it('keeps Hangul initial-consonant and partial-syllable search working', () => {
    expect(normalize('ㄱㄹㅈ')).toBe('ㄱㄹㅈ');
    expect(matches('ㄱㄹㅈ', '그림자 속 산책')).toBe(true);
    expect(matches('영ㅎ', '영화 음악')).toBe(true);
    // A decomposed (NFD) query still finds the composed title.
    expect(matches('새벽'.normalize('NFD'), '새벽의 추격')).toBe(true);
  });

  it('finds through the mock search with ＣＨＡＳＥ exactly what chase finds', async () => {
    const { ctx } = await createMockProvider();
    const ids = (q: string) => searchMusicRecords(ctx, { q }).map((music) => music.id);
    const plain = ids('chase');
    expect(plain.length).toBeGreaterThan(0);
    expect(ids('ＣＨＡＳＥ')).toEqual(plain);
    expect(ids('Ｃｈａｓｅ')).toEqual(plain);
  });
});
