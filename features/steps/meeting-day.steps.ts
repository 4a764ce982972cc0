import { Given, Then, When } from '@cucumber/cucumber';
import { strictEqual } from 'node:assert/strict';
import { eventually } from '../support/eventually';
import { markPilotMeeting, placeMusicianMeeting } from '../support/meetingsApi';
import { MeetingsPage } from '../support/pages/MeetingsPage';
import { OfficeConsolePage } from '../support/pages/OfficeConsolePage';
import type { CueWorld } from '../support/world';

const meetings = (world: CueWorld) => new MeetingsPage(world.page!);

Given("the production's meeting with the demo musician is placed at 11:00 at Table B", async function () {
  await placeMusicianMeeting();
});

Given('the office has marked the meeting at 10:30 held', async function () {
  await markPilotMeeting(1, 'held');
});

When('the participant answers {string} to {string}', async function (this: CueWorld, answer: string, question: string) {
  await meetings(this).answerFollowUp(question, answer);
});

Then(
  'the agenda shows the meeting with {string} as {string}, with {string} chosen for {string}',
  async function (this: CueWorld, who: string, status: string, answer: string, question: string) {
    await meetings(this).meeting(who).getByText(status, { exact: true }).waitFor();
    await meetings(this).expectFollowUp(question, answer);
  },
);

Then('the request about {string} no longer offers {string}', async function (this: CueWorld, who: string, action: string) {
  await meetings(this).request(who).waitFor();
  await eventually(
    () => meetings(this).request(who).getByRole('button', { name: action, exact: true }).count(),
    (count) => strictEqual(count, 0, `"${action}" is offered`),
  );
});

When('the program office opens its console', async function (this: CueWorld) {
  await new OfficeConsolePage(this.page!).switchTo('admin@cue.test', '/office');
});
