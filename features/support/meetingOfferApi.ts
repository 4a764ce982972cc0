import { createClient, createConfig } from '../../src/lib/api/generated/client';
import { changeMeetingRequest, listMyMeetingRequests } from '../../src/lib/api/generated/sdk.gen';
import { currentEnvironment } from './environment';
import { mockApi } from './pages/MockApi';

/** The pilot production's project (user@cue.test's "The Lighthouse Keeper's Winter"). */
const PILOT_PROJECT_ID = 5;

/** A composer declines, through the API, the pilot production's pending request to them. */
export async function declinePilotRequestAs(composer: string): Promise<void> {
  const { accessToken } = await mockApi.login(composer);
  const client = createClient(createConfig({ baseUrl: currentEnvironment().server.url, headers: { Authorization: `Bearer ${accessToken}` }, throwOnError: true }));
  const requests = (await listMyMeetingRequests({ client, query: { roundId: 2 } })).data!.data;
  const pending = requests.find((request) => request.project.projectId === PILOT_PROJECT_ID && request.status === 'pending');
  if (!pending) throw new Error(`${composer} has no pending request from project ${PILOT_PROJECT_ID}.`);
  await changeMeetingRequest({ client, path: { requestId: pending.requestId }, body: { action: 'decline' } });
}
