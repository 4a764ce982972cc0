import { createClient, createConfig } from '../../src/lib/api/generated/client';
import { closeRound, createRound, decideApplications, decideProjects, getRound, openRound, updateRound } from '../../src/lib/api/generated/sdk.gen';
import { currentEnvironment, scenarioNow } from './environment';
import { mockApi } from './pages/MockApi';

const DAY = 24 * 3600_000;

/** The program office's client of the generated SDK (admin@cue.test), as its console will call it. */
async function officeClient() {
  const { accessToken } = await mockApi.login('admin@cue.test');
  return createClient(createConfig({ baseUrl: currentEnvironment().server.url, headers: { Authorization: `Bearer ${accessToken}` }, throwOnError: true }));
}

/** The office closes the seed's open round. */
export async function closeSeedRound(): Promise<void> {
  await closeRound({ client: await officeClient(), path: { roundId: 1 } });
}

/**
 * The office replaces the seed's round with an open one whose project window is open and whose composer window
 * opens in `composerOpensInDays` days, meetings a month later.
 */
export async function openRoundWithUpcomingComposerWindow(composerOpensInDays: number): Promise<void> {
  const client = await officeClient();
  await closeRound({ client, path: { roundId: 1 } });
  const at = (days: number) => new Date(scenarioNow() + days * DAY).toISOString();
  const meeting = new Date(scenarioNow() + 60 * DAY).toISOString().slice(0, 10);
  const { data } = await createRound({
    client,
    body: {
      name: { ko: '2027 봄 매칭 라운드', en: '2027 Spring Matching Round' },
      description: { ko: '봄 회차입니다.', en: 'The spring round.' },
      projectWindow: { opensAt: at(-1), closesAt: at(20) },
      composerWindow: { opensAt: at(composerOpensInDays), closesAt: at(30) },
      projectPlaces: 8,
      composerPlaces: 16,
      meetingDays: [meeting],
    },
  });
  await openRound({ client, path: { roundId: data!.data.roundId } });
}

/**
 * The office decides every submitted project and application of the seed's round: "Dawn Chase" (project 2) selected,
 * project 3 not selected, both composer applications selected.
 */
export async function decideSeedRound(): Promise<void> {
  const client = await officeClient();
  await decideProjects({ client, body: { projectIds: [2], decision: 'selected' } });
  await decideProjects({ client, body: { projectIds: [3], decision: 'not_selected', reasonCode: 'GENRE_FIT' } });
  await decideApplications({ client, body: { applicationIds: [1, 2], decision: 'selected' } });
}

/** The office moves the seed round's windows into the past (closed two days and a day ago), as its console would. */
export async function closeSeedRoundWindows(): Promise<void> {
  const client = await officeClient();
  const { data } = await getRound({ client, path: { roundId: 1 } });
  const { name, description, projectWindow, composerWindow, projectPlaces, composerPlaces, meetingDays } = data!.data;
  const at = (days: number) => new Date(scenarioNow() + days * DAY).toISOString();
  await updateRound({
    client,
    path: { roundId: 1 },
    body: {
      name,
      description,
      projectWindow: { ...projectWindow, closesAt: at(-2) },
      composerWindow: { ...composerWindow, closesAt: at(-1) },
      projectPlaces,
      composerPlaces,
      meetingDays,
    },
  });
}
