import { resultData } from '../../../api/resultData';
import { listMusicians } from '../../../api/generated/sdk.gen';
import type { MusicianPage } from '../../../api/generated/types.gen';
import { useLoad, type Load } from '../../../api/useLoad';
import { useDataLanguage } from '../../../i18n/localized';
import type { MusicianListQuery } from './listQuery';

/**
 * Loads one page of musicians for the list's state, in the name order of the page's language (Korean names
 * 가나다, English names A-Z; the provider pages them, so it sorts); a newer state or language aborts the older load.
 */
export function useMusicianPage({ page, size, q }: MusicianListQuery): Load<MusicianPage> {
  const lang = useDataLanguage();
  return useLoad((signal) => resultData(listMusicians({ query: { page, size, lang, ...(q !== '' ? { q } : {}) }, signal })), [page, size, q, lang]);
}
