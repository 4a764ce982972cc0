import { listGenres, listKeywords } from '../../../api/generated/sdk.gen';
import type { Genre, Keyword } from '../../../api/generated/types.gen';
import { resultData } from '../../../api/resultData';
import { useLoad, type Load } from '../../../api/useLoad';

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
