import { Given, Then, When } from '@cucumber/cucumber';
import { ok, strictEqual } from 'node:assert/strict';
import { eventually } from '../support/eventually';
import { limitPilotMeetings, pilotRequests, schedulePilotMeetings } from '../support/meetingApi';
import { MeetingsPage } from '../support/pages/MeetingsPage';
import { mockApi } from '../support/pages/MockApi';
import type { CueWorld } from '../support/world';

const meetings = (world: CueWorld) => new MeetingsPage(world.page!);
const ACCEPT = 0;
const DECLINE = 1;

Given('the office allows at most {int} meetings per person in the pilot round', async function (this: CueWorld, max: number) {
  await limitPilotMeetings(max);
});

Given("the office runs the pilot round's scheduler and publishes the schedule", async function (this: CueWorld) {
  await schedulePilotMeetings();
});

When('the participant opens the meetings page', async function (this: CueWorld) {
  await meetings(this).open();
});

When('the participant opens the meetings page again', async function (this: CueWorld) {
  await meetings(this).open();
});

When('the participant opens the meetings page of round {int}', async function (this: CueWorld, roundId: number) {
  // The page asks whom the visitor may meet; the provider's 403 (not a participant) is what the page explains.
  this.expectProblems(/Failed to load resource: the server responded with a status of 403/);
  await meetings(this).open(`/program/meetings?round=${roundId}`);
});

When('{string} opens the meetings page in {word}', async function (this: CueWorld, login: string, _language: string) {
  await meetings(this).switchSession(await mockApi.login(login));
  await meetings(this).open();
});

When('the participant accepts the request about {string}', async function (this: CueWorld, name: string) {
  await meetings(this).act(name, ACCEPT);
});

When('the participant declines the request about {string} with the note {string}', async function (this: CueWorld, name: string, note: string) {
  await meetings(this).act(name, DECLINE);
  await meetings(this).confirmWithNote(note);
});

Then('the request about {string} shows {string}', async function (this: CueWorld, name: string, text: string) {
  await meetings(this).expectRequestShows(name, text);
});

Then('the request with {string} shows {string} and the note {string}', async function (this: CueWorld, name: string, status: string, note: string) {
  await meetings(this).expectRequestShows(name, status);
  await meetings(this).expectRequestShows(name, note);
});

Then('the request from project {int} to composer {int} is {string}', async function (this: CueWorld, projectId: number, composerId: number, status: string) {
  await eventually(
    async () => (await pilotRequests()).find((request) => request.project.projectId === projectId && request.composer.userId === composerId)?.status,
    (found) => strictEqual(found, status),
  );
});

When('the participant moves {string} up in their order', async function (this: CueWorld, name: string) {
  await meetings(this).moveUp(name);
});

Then('their order reads {string}', async function (this: CueWorld, names: string) {
  await meetings(this).expectOrder(names.split(', '));
});

Then("the production's rank of its request to composer {int} is {int}", async function (this: CueWorld, composerId: number, rank: number) {
  await eventually(
    async () =>
      (await pilotRequests()).find((request) => request.composer.userId === composerId && (request.status === 'pending' || request.status === 'accepted'))
        ?.productionRank,
    (found) => strictEqual(found, rank),
  );
});

Then('the meetings page says {string}', async function (this: CueWorld, text: string) {
  await meetings(this).expectSays(text);
});

When('the participant ticks {string} and {string} and saves', async function (this: CueWorld, slot: string, allDay: string) {
  await meetings(this).tick(slot);
  await meetings(this).tick(allDay);
  await meetings(this).save();
});

Then('{string} and {string} are ticked and {string} is not', async function (this: CueWorld, one: string, other: string, unticked: string) {
  await meetings(this).expectTicked(one, true);
  await meetings(this).expectTicked(other, true);
  await meetings(this).expectTicked(unticked, false);
});

Then('the agenda shows a meeting with {string} at {string}', async function (this: CueWorld, name: string, table: string) {
  await meetings(this).meeting(name).getByText(table, { exact: false }).first().waitFor();
});

When('the participant downloads the meeting with {string} as a calendar file', async function (this: CueWorld, name: string) {
  (this as CueWorld & { calendarText?: string }).calendarText = await meetings(this).download(name);
});

Then('the calendar file holds one event', function (this: CueWorld) {
  const text = (this as CueWorld & { calendarText?: string }).calendarText ?? '';
  ok(text.startsWith('BEGIN:VCALENDAR'), text.slice(0, 80));
  strictEqual(text.match(/BEGIN:VEVENT/g)?.length, 1);
});
