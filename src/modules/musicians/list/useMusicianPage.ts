import { resultData } from '../../../api/resultData';
import { listMusicians } from '../../../api/generated/sdk.gen';
import type { MusicianPage } from '../../../api/generated/types.gen';
import { useLoad, type Load } from '../../../api/useLoad';
import type { MusicianListQuery } from './listQuery';

/** Loads one page of musicians for the list's state; a newer state aborts the older load. */
export function useMusicianPage({ page, size, q }: MusicianListQuery): Load<MusicianPage> {
  return useLoad((signal) => resultData(listMusicians({ query: { page, size, ...(q !== '' ? { q } : {}) }, signal })), [page, size, q]);
}
