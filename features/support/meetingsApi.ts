import { createClient, createConfig } from '../../src/lib/api/generated/client';
import { changeMeetingRequest, changeMeetingSchedule, getMeetingSchedule, updateMyAvailability } from '../../src/lib/api/generated/sdk.gen';
import type { ScheduleChangeInput } from '../../src/lib/api/generated/types.gen';
import { currentEnvironment } from './environment';
import { mockApi } from './pages/MockApi';

/** The seed's pilot round, whose 1:1 meetings are ahead (mocks/seed/programPilot.ts). */
const PILOT_ROUND = 2;

/** A demo account's client of the generated SDK. */
async function clientOf(login: string) {
  const { accessToken } = await mockApi.login(login);
  return createClient(createConfig({ baseUrl: currentEnvironment().server.url, headers: { Authorization: `Bearer ${accessToken}` }, throwOnError: true }));
}

/** The office changes the pilot round's schedule at its current version, as another window of its console would. */
export async function changePilotSchedule(change: ScheduleChangeInput['change']): Promise<void> {
  const client = await clientOf('admin@cue.test');
  const { data } = await getMeetingSchedule({ client, path: { roundId: PILOT_ROUND } });
  await changeMeetingSchedule({ client, path: { roundId: PILOT_ROUND }, body: { expectedVersion: data!.data.version, change } });
}

/** The pilot round's meeting ids by their request. */
async function meetingOf(requestId: number): Promise<number> {
  const { data } = await getMeetingSchedule({ client: await clientOf('admin@cue.test'), path: { roundId: PILOT_ROUND } });
  return data!.data.meetings.find((meeting) => meeting.requestId === requestId && meeting.status !== 'cancelled')!.meetingId;
}

/**
 * Two meetings of the pilot round placed by the office: the seed's accepted request (project 5 and Ujin Yoo) at
 * 10:30 at Table A on the first day, and the production's request to the demo musician, accepted by them (who marks
 * 11:00 free), at 11:00 at Table B.
 */
export async function placeTwoPilotMeetings(): Promise<void> {
  const musician = await clientOf('musician@cue.test');
  await changeMeetingRequest({ client: musician, path: { requestId: 2 }, body: { action: 'accept' } });
  await updateMyAvailability({ client: musician, path: { roundId: PILOT_ROUND }, body: { slotIds: ['2027-02-25T11:00'] } });
  await changePilotSchedule({ kind: 'place', requestId: 1, slotId: '2027-02-25T10:30', tableId: 1 });
  await changePilotSchedule({ kind: 'place', requestId: 2, slotId: '2027-02-25T11:00', tableId: 2 });
}

/** Another window of the office's console cancels the demo musician's meeting. */
export async function cancelMusicianMeetingElsewhere(): Promise<void> {
  await changePilotSchedule({ kind: 'cancel', meetingId: await meetingOf(2) });
}
