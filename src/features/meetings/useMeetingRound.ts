import { useSearchParams } from 'react-router';
import { getCurrentRoundOptions, listBriefsOptions, listMyProjectsOptions } from '../../lib/api/generated/@tanstack/react-query.gen';
import type { PageReads } from '../../lib/api/pageReads';
import { useApiQuery } from '../../lib/api/useApiQuery';

const newest = (ids: readonly number[]): number | undefined => (ids.length === 0 ? undefined : Math.max(...ids));

/**
 * The round whose meetings the page shows: `?round=` when given; otherwise the newest round where one of the user's
 * projects is selected, else the newest round of a brief they may answer (a selected composer's), else the open
 * round (unless `ownOnly`: a link offered only to participants does not ask about a round the user has no part in).
 * Undefined while the reads that decide it load; null when there is no round at all.
 */
export function useMeetingRound({ ownOnly = false }: { ownOnly?: boolean } = {}): number | null | undefined {
  const [params] = useSearchParams();
  const asked = Number(params.get('round'));
  const given = Number.isInteger(asked) && asked > 0 ? asked : undefined;
  const projects = useApiQuery(listMyProjectsOptions(), { loggedInOnly: true, enabled: given === undefined });
  const briefs = useApiQuery(listBriefsOptions(), { loggedInOnly: true, enabled: given === undefined });
  const current = useApiQuery(getCurrentRoundOptions(), { enabled: given === undefined });
  if (given !== undefined) return given;
  const settled = [projects, briefs, current].every((load) => load.state.status !== 'loading');
  if (!settled) return undefined;
  return (
    newest((projects.state.data ?? []).filter((project) => project.status === 'selected').map((project) => project.roundId)) ??
    newest((briefs.state.data ?? []).map((brief) => brief.roundId)) ??
    (ownOnly ? undefined : current.state.data?.roundId) ??
    null
  );
}

/** The meetings page's first reads, started by its route. */
export const meetingsReads: PageReads = (client, { search }) => {
  if (search.has('round')) return;
  void client.prefetchQuery(listMyProjectsOptions());
  void client.prefetchQuery(listBriefsOptions());
  void client.prefetchQuery(getCurrentRoundOptions());
};
