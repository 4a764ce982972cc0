import { getCurrentRoundOptions } from '../../../lib/api/generated/@tanstack/react-query.gen';
import type { ProgramRound } from '../../../lib/api/generated/types.gen';
import type { PageReads } from '../../../lib/api/pageReads';
import { useApiQuery, type Load } from '../../../lib/api/useApiQuery';

const currentRoundRead = () => getCurrentRoundOptions();

/** The matching program's open round, null when none is open (`initial`: what a server rendered the page with). */
export function useCurrentRound(initial?: ProgramRound | null): Load<ProgramRound | null> {
  return useApiQuery(currentRoundRead(), initial === undefined ? {} : { initial });
}

/** The program page's read, started by its route. */
export const programReads: PageReads = (client) => void client.prefetchQuery(currentRoundRead());
