import { createClient, createConfig } from '../../src/lib/api/generated/client';
import { announceDecisions, decideApplications, decideProjects, getCurrentRound, updateRound } from '../../src/lib/api/generated/sdk.gen';
import type { ProgramDecisionReason } from '../../src/lib/api/generated/types.gen';
import { currentEnvironment, scenarioNow } from './environment';
import { mockApi } from './pages/MockApi';

const DAY = 24 * 3600_000;

/** The program office's client of the generated SDK (admin@cue.test). */
async function officeClient() {
  const { accessToken } = await mockApi.login('admin@cue.test');
  return createClient(createConfig({ baseUrl: currentEnvironment().server.url, headers: { Authorization: `Bearer ${accessToken}` }, throwOnError: true }));
}

/**
 * The office moves the open round's windows so that both have closed (the project window two days ago, the
 * composer window yesterday), its meetings a month on: the round takes no application, and its decisions may be
 * announced.
 */
export async function closeTheWindows(): Promise<void> {
  const client = await officeClient();
  const round = (await getCurrentRound({ client })).data!.data!;
  const at = (days: number) => new Date(scenarioNow() + days * DAY).toISOString();
  await updateRound({
    client,
    path: { roundId: round.roundId },
    body: {
      name: round.name,
      description: round.description,
      projectWindow: { opensAt: at(-30), closesAt: at(-2) },
      composerWindow: { opensAt: at(-30), closesAt: at(-1) },
      projectPlaces: round.projectPlaces,
      composerPlaces: round.composerPlaces,
      meetingDays: [at(30).slice(0, 10)],
    },
  });
}

/**
 * The office decides every submitted project and application of the seed's open round (projects 2 and 3
 * selected, Ujin Yoo's application selected, the demo musician's not selected for `reason` with `note`), and
 * announces the decisions now. The windows close first: an announcement comes after both.
 */
export async function announceWithDemoMusicianNotSelected(reason: ProgramDecisionReason, note: string): Promise<void> {
  await closeTheWindows();
  const client = await officeClient();
  await decideProjects({ client, body: { projectIds: [2, 3], decision: 'selected' } });
  await decideApplications({ client, body: { applicationIds: [2], decision: 'selected' } });
  await decideApplications({ client, body: { applicationIds: [1], decision: 'not_selected', reasonCode: reason, note } });
  await announceDecisions({ client, path: { roundId: 1 } });
}
