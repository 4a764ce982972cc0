import { getRoundDashboardOptions } from '../../../lib/api/generated/@tanstack/react-query.gen';
import type { ProgramDashboard } from '../../../lib/api/generated/types.gen';
import { useApiQuery, type Load } from '../../../lib/api/useApiQuery';

/** A round's counts for the office; nothing is read without a round. */
export function useRoundDashboard(roundId: number | undefined): Load<ProgramDashboard> {
  return useApiQuery(getRoundDashboardOptions({ path: { roundId: roundId ?? 0 } }), { loggedInOnly: true, enabled: roundId !== undefined });
}
