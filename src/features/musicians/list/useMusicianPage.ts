import { listMusiciansOptions } from '../../../lib/api/generated/@tanstack/react-query.gen';
import type { MusicianPage } from '../../../lib/api/generated/types.gen';
import { useApiQuery, type Load } from '../../../lib/api/useApiQuery';
import { useDataLanguage } from '../../../lib/i18n/localized';
import { listRequest, type MusicianListQuery } from './listQuery';

/**
 * One page of musicians for the list's state, in the name order of the page's language (Korean names 가나다,
 * English names A-Z; the provider pages them, so it sorts). While another state or language loads, the previous
 * page stays in the state. `initial`: the page a server rendered the list with (for the state and language of
 * the first render only, `useApiQuery`).
 */
export function useMusicianPage({ page, size, q }: MusicianListQuery, initial?: MusicianPage): Load<MusicianPage> {
  const query = listRequest({ page, size, q }, useDataLanguage());
  return useApiQuery(listMusiciansOptions({ query }), { initial });
}
