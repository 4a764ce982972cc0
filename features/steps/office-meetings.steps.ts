import { Given, Then, When } from '@cucumber/cucumber';
import { cancelMusicianMeetingElsewhere, placeTwoPilotMeetings } from '../support/meetingsApi';
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
  await meetings(this).moveTo(slot, table, new RegExp(`^${move}$`));
});

Then("the meeting's dialog says {string}", async function (this: CueWorld, text: string) {
  await meetings(this).expectText(text, meetings(this).dialog());
});

When('another window of the console cancels the meeting at 11:00', async function () {
  await cancelMusicianMeetingElsewhere();
});
