import { Given, Then, When } from '@cucumber/cucumber';
import { ok } from 'node:assert/strict';
import { agreeMusicianMeeting, cancelMusicianMeetingElsewhere, placeTwoPilotMeetings, publishPilotSchedule } from '../support/meetingsApi';
import { OfficeMeetingsPage } from '../support/pages/OfficeMeetingsPage';
import type { CueWorld } from '../support/world';

const meetings = (world: CueWorld) => new OfficeMeetingsPage(world.page!);
const SAVE = /^(미팅 설정 저장|Save the meeting settings)$/;

Given('two meetings of the pilot round are placed, at 10:30 at Table A and at 11:00 at Table B', async function () {
  await placeTwoPilotMeetings();
});

When('the office opens the {string} part for the round {string}', async function (this: CueWorld, part: string, round: string) {
  await meetings(this).open(part, round);
});

When('the office sets {string} to {string} and saves the meeting settings', async function (this: CueWorld, label: string, value: string) {
  await meetings(this).fill(label, value);
  await meetings(this).press(SAVE);
});

When('the office presses {string}', async function (this: CueWorld, name: string) {
  await meetings(this).press(name);
});

When('the office presses {string} and confirms', async function (this: CueWorld, name: string) {
  await meetings(this).press(name);
  await meetings(this).confirm();
});

Then('the meetings part says {string}', async function (this: CueWorld, text: string) {
  await meetings(this).expectText(text);
});

When('the office opens the meeting of {string} at {string}', async function (this: CueWorld, project: string, time: string) {
  await meetings(this).openMeeting(project, time);
});

When('the office moves it to {string} at {string} with {string}', async function (this: CueWorld, slot: string, table: string, move: string) {
  // A refused move is the provider's 409 (a clash, or a schedule changed meanwhile), which the browser logs.
  this.expectProblems(/status of 409 \(Conflict\) \(.*\/schedule\/changes\)/);
  await meetings(this).putAt(slot, table, new RegExp(`^${move}$`));
});

Then("the meeting's dialog says {string}", async function (this: CueWorld, text: string) {
  await meetings(this).expectText(text, meetings(this).dialog());
});

When('another window of the console cancels the meeting at 11:00', async function () {
  await cancelMusicianMeetingElsewhere();
});

Given('the demo musician has since agreed to meet the production', async function () {
  await agreeMusicianMeeting();
});

Given('the office has published the schedule', async function () {
  await publishPilotSchedule();
});

When(
  'the office places the request with {string} at {string} at {string} with {string}',
  async function (this: CueWorld, who: string, slot: string, table: string, place: string) {
    await meetings(this).openPlacing(who);
    await meetings(this).putAt(slot, table, new RegExp(`^${place}$`));
    await meetings(this).dialog().waitFor({ state: 'detached' });
  },
);

When(
  'the office swaps the meeting with {string} at {string} with the other one, with {string}',
  async function (this: CueWorld, who: string, time: string, swap: string) {
    await meetings(this).openMeeting(who, time);
    await meetings(this).pressInDialog(swap);
  },
);

When('the office cancels the meeting with {string} at {string} with {string} and confirms', async function (this: CueWorld, who: string, time: string, cancel: string) {
  await meetings(this).openMeeting(who, time);
  await meetings(this).dialog().getByRole('button', { name: cancel, exact: true }).click();
  await meetings(this).confirm();
  await meetings(this).dialog().waitFor({ state: 'detached' });
});

When('the office marks the meeting with {string} at {string} {string}', async function (this: CueWorld, who: string, time: string, mark: string) {
  await meetings(this).openMeeting(who, time);
  await meetings(this).pressInDialog(mark);
});

Then('the board shows the meeting with {string} at {string}', async function (this: CueWorld, who: string, time: string) {
  await meetings(this).expectOnBoard(who, time);
});

Then('the board shows the meeting with {string} at {string} as {string}', async function (this: CueWorld, who: string, time: string, status: string) {
  await meetings(this).expectOnBoard(who, time, status);
});

Then('the board shows no meeting with {string}', async function (this: CueWorld, who: string) {
  await meetings(this).expectOnBoard(who, undefined);
});

Then('the request with {string} waits to be placed again', async function (this: CueWorld, who: string) {
  await meetings(this).unplaced(who).waitFor();
});

Then("the meeting's dialog offers {string} and {string}", async function (this: CueWorld, one: string, other: string) {
  ok(await meetings(this).offers(one), `"${one}" is not offered`);
  ok(await meetings(this).offers(other), `"${other}" is not offered`);
});

Then("the meeting's dialog offers neither {string} nor {string}", async function (this: CueWorld, one: string, other: string) {
  ok(!(await meetings(this).offers(one)), `"${one}" is offered`);
  ok(!(await meetings(this).offers(other)), `"${other}" is offered`);
});

When("the office closes the meeting's dialog", async function (this: CueWorld) {
  await meetings(this).closeDialog();
});
