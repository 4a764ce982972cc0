import { listGenres, listKeywords } from '../../lib/api/generated/sdk.gen';
import type { Genre, Keyword } from '../../lib/api/generated/types.gen';
import { useLoad, type Load } from '../../lib/api/useLoad';

export interface Vocabulary {
  genres: Genre[];
  keywords: Keyword[];
}

/** The genres and keywords a track can carry (listGenres, listKeywords), loaded once per form. */
export function useVocabulary(): Load<Vocabulary> {
  return useLoad(async (signal) => {
    const [genres, keywords] = await Promise.all([listGenres({ signal, throwOnError: true }), listKeywords({ signal, throwOnError: true })]);
    return { genres: genres.data.data, keywords: keywords.data.data };
  }, []);
}
