import { listMusiciansOptions } from '../../../lib/api/generated/@tanstack/react-query.gen';
import type { MusicianPage } from '../../../lib/api/generated/types.gen';
import type { PageReads } from '../../../lib/api/pageReads';
import { useApiQuery, type Load } from '../../../lib/api/useApiQuery';
import { useDataLanguage, type DataLanguage } from '../../../lib/i18n/localized';
import { listRequest, readListQuery, type MusicianListQuery } from './listQuery';

/**
 * One page of musicians for the list's state, in the name order of the page's language (Korean names 가나다,
 * English names A-Z; the provider pages them, so it sorts). While another state or language loads, the previous
 * page stays in the state. `initial`: the page a server rendered the list with (for the state and language of
 * the first render only, `useApiQuery`).
 */
export function useMusicianPage({ page, size, q }: MusicianListQuery, initial?: MusicianPage): Load<MusicianPage> {
  return useApiQuery(musicianPageRead({ page, size, q }, useDataLanguage()), { initial });
}

const musicianPageRead = (query: MusicianListQuery, language: DataLanguage) => listMusiciansOptions({ query: listRequest(query, language) });

/** The musician list's read for the address's state and the page's language, started by its route. */
export const musicianListReads: PageReads = (client, { search, language }) => void client.prefetchQuery(musicianPageRead(readListQuery(search), language));
