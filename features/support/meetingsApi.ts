import { createClient, createConfig } from '../../src/lib/api/generated/client';
import {
  changeMeetingRequest,
  changeMeetingSchedule,
  getMeetingSchedule,
  publishMeetingSchedule,
  recordMeetingAttendance,
  updateMyAvailability,
} from '../../src/lib/api/generated/sdk.gen';
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
 * The demo musician accepts the production's request (request 2) and marks 10:30, 11:00 and 14:00 on the first
 * meeting day free (the production is free then too).
 */
export async function agreeMusicianMeeting(): Promise<void> {
  const musician = await clientOf('musician@cue.test');
  await changeMeetingRequest({ client: musician, path: { requestId: 2 }, body: { action: 'accept' } });
  await updateMyAvailability({ client: musician, path: { roundId: PILOT_ROUND }, body: { slotIds: ['2027-02-25T10:30', '2027-02-25T11:00', '2027-02-25T14:00'] } });
}

/** The production's meeting with the demo musician, agreed and placed by the office at 11:00 at Table B on the first day. */
export async function placeMusicianMeeting(): Promise<void> {
  await agreeMusicianMeeting();
  await changePilotSchedule({ kind: 'place', requestId: 2, slotId: '2027-02-25T11:00', tableId: 2 });
}

/**
 * Two meetings of the pilot round placed by the office: the seed's accepted request (project 5 and Ujin Yoo) at
 * 10:30 at Table A on the first day, and the production's request to the demo musician, accepted by them, at 11:00
 * at Table B.
 */
export async function placeTwoPilotMeetings(): Promise<void> {
  await changePilotSchedule({ kind: 'place', requestId: 1, slotId: '2027-02-25T10:30', tableId: 1 });
  await placeMusicianMeeting();
}

/** The office publishes the pilot round's schedule as it stands. */
export async function publishPilotSchedule(): Promise<void> {
  const client = await clientOf('admin@cue.test');
  const { data } = await getMeetingSchedule({ client, path: { roundId: PILOT_ROUND } });
  await publishMeetingSchedule({ client, path: { roundId: PILOT_ROUND }, body: { expectedVersion: data!.data.version } });
}

/** The office marks the meeting of a request held or missed. */
export async function markPilotMeeting(requestId: number, attendance: 'held' | 'missed'): Promise<void> {
  await recordMeetingAttendance({ client: await clientOf('admin@cue.test'), path: { meetingId: await meetingOf(requestId) }, body: { attendance } });
}

/** Another window of the office's console cancels the demo musician's meeting. */
export async function cancelMusicianMeetingElsewhere(): Promise<void> {
  await changePilotSchedule({ kind: 'cancel', meetingId: await meetingOf(2) });
}
