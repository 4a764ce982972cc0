import { listGenres, listKeywords } from '../../../lib/api/generated/sdk.gen';
import type { Genre, Keyword } from '../../../lib/api/generated/types.gen';
import { resultData } from '../../../lib/api/resultData';
import { useLoad, type Load } from '../../../lib/api/useLoad';

export interface FilterOptions {
  genres: Genre[];
  keywords: Keyword[];
}

/** The genres and keywords the filters offer (both lists, loaded together). */
export function useFilterOptions(): Load<FilterOptions> {
  return useLoad(async (signal) => {
    const [genres, keywords] = await Promise.all([resultData(listGenres({ signal })), resultData(listKeywords({ signal }))]);
    return { genres, keywords };
  }, []);
}
