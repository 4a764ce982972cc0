import { resultData } from '../../../lib/api/resultData';
import { listMusicians } from '../../../lib/api/generated/sdk.gen';
import type { MusicianPage } from '../../../lib/api/generated/types.gen';
import type { ServerCallOptions } from '../../../lib/api/serverCall';
import { useLoad, type Load } from '../../../lib/api/useLoad';
import type { Language } from '../../../lib/i18n/languages';
import { useDataLanguage } from '../../../lib/i18n/localized';
import { readListQuery, type MusicianListQuery } from './listQuery';

/**
 * Loads one page of musicians for the list's state, in the name order of the page's language (Korean names
 * 가나다, English names A-Z; the provider pages them, so it sorts); a newer state or language aborts the older load.
 * `initial`: the page the server rendered for this state and language.
 */
export function useMusicianPage({ page, size, q }: MusicianListQuery, initial?: MusicianPage): Load<MusicianPage> {
  const lang = useDataLanguage();
  return useLoad((signal) => resultData(listMusicians({ query: listRequest({ page, size, q }, lang), signal })), [page, size, q, lang], initial);
}

const listRequest = ({ page, size, q }: MusicianListQuery, lang: Language) => ({ page, size, lang, ...(q !== '' ? { q } : {}) });

/**
 * The page of musicians the list shows for an address's query (`?page=&size=&q=`) in `lang`, read by a server
 * rendering the list; the browser's list then starts with it (`MusicianListPage`'s `initialPage`).
 */
export function loadMusicianListPage(search: URLSearchParams, lang: Language, call: ServerCallOptions): Promise<MusicianPage> {
  return resultData(listMusicians({ ...call, query: listRequest(readListQuery(search), lang) }));
}
