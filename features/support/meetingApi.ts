import { createClient, createConfig } from '../../src/lib/api/generated/client';
import {
  getMeetingSchedule,
  getMeetingSettings,
  listRoundMeetingRequests,
  publishMeetingSchedule,
  runMeetingScheduler,
  updateMeetingSettings,
} from '../../src/lib/api/generated/sdk.gen';
import { currentEnvironment } from './environment';
import { mockApi } from './pages/MockApi';

/** The program office's client of the generated SDK (admin@cue.test), as its console will call it. */
async function officeClient() {
  const { accessToken } = await mockApi.login('admin@cue.test');
  return createClient(createConfig({ baseUrl: currentEnvironment().server.url, headers: { Authorization: `Bearer ${accessToken}` }, throwOnError: true }));
}

/** The office changes the pilot round's most meetings per person, keeping the rest of its settings. */
export async function limitPilotMeetings(max: number): Promise<void> {
  const client = await officeClient();
  const { data } = await getMeetingSettings({ client, path: { roundId: 2 } });
  const { slotMinutes, dayStart, dayEnd, breaks, tables } = data!.data;
  await updateMeetingSettings({ client, path: { roundId: 2 }, body: { slotMinutes, dayStart, dayEnd, breaks, tables, maxMeetingsPerPerson: max } });
}

/** The office runs the pilot round's scheduler and publishes what it placed. */
export async function schedulePilotMeetings(): Promise<void> {
  const client = await officeClient();
  const schedule = (await getMeetingSchedule({ client, path: { roundId: 2 } })).data!.data;
  const run = (await runMeetingScheduler({ client, path: { roundId: 2 }, body: { expectedVersion: schedule.version } })).data!.data;
  await publishMeetingSchedule({ client, path: { roundId: 2 }, body: { expectedVersion: run.version } });
}

/** The pilot round's requests as the office sees them. */
export async function pilotRequests() {
  const client = await officeClient();
  return (await listRoundMeetingRequests({ client, path: { roundId: 2 } })).data!.data;
}
