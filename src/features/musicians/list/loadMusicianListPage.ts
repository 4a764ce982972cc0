import { listMusicians } from '../../../lib/api/generated/sdk.gen';
import type { MusicianPage } from '../../../lib/api/generated/types.gen';
import { resultData } from '../../../lib/api/resultData';
import type { ServerCallOptions } from '../../../lib/api/serverCall';
import type { Language } from '../../../lib/i18n/languages';
import { listRequest, readListQuery } from './listQuery';

/**
 * The page of musicians the list shows for an address's query (`?page=&size=&q=`) in `lang`, read by a server
 * rendering the list; the browser's list then starts with it (`MusicianListPage`'s `initialPage`).
 */
export function loadMusicianListPage(search: URLSearchParams, lang: Language, call: ServerCallOptions): Promise<MusicianPage> {
  return resultData(listMusicians({ ...call, query: listRequest(readListQuery(search), lang) }));
}
