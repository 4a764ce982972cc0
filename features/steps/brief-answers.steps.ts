import { Given, Then, When } from '@cucumber/cucumber';
import { deepStrictEqual, strictEqual } from 'node:assert/strict';
import type { ProgramAnswerPassReason } from '../../src/lib/api/generated/types.gen';
import { BriefAnswerPage } from '../support/pages/BriefAnswerPage';
import type { CueWorld } from '../support/world';

/** The seed's brief: project 5 "The Lighthouse Keeper's Winter" of the closed pilot round (mocks/seed/programPilot.ts). */
const SEEDED_BRIEF = 1;
/** musician@cue.test's own tracks: 1 "Chase at Dawn", 2 "Glass Garden (Main Theme)". */
const MUSICIAN_TRACKS = [1, 2];

const answering = (world: CueWorld) => new BriefAnswerPage(world.page!);
const list = (titles: string) => titles.split(',').map((title) => title.trim());

Given('musician@cue.test has answered the seeded brief and the production passed on it for {string} saying {string}', async function (reason: string, note: string) {
  const answerId = await BriefAnswerPage.answerThroughApi(SEEDED_BRIEF, MUSICIAN_TRACKS);
  await BriefAnswerPage.passThroughApi(answerId, reason as ProgramAnswerPassReason, note);
});

When('the composer opens the seeded brief', async function (this: CueWorld) {
  await answering(this).open(SEEDED_BRIEF);
});

When("the composer opens the seeded brief's address", async function (this: CueWorld) {
  // The provider does not reveal the brief (404 BRIEF_NOT_FOUND), which the browser logs.
  this.expectProblems(/status of 404/);
  await answering(this).openAny(`/program/briefs/${SEEDED_BRIEF}`);
});

When('the composer opens the briefs page', async function (this: CueWorld) {
  await answering(this).openAny('/program/briefs');
});

When('the composer chooses {string} and {string}', async function (this: CueWorld, first: string, second: string) {
  await answering(this).chooseTrack(first);
  await answering(this).chooseTrack(second);
});

When('the composer moves {string} up with the keyboard', async function (this: CueWorld, title: string) {
  await answering(this).moveUp(title);
});

Then('the tracks are in the order {string}', async function (this: CueWorld, titles: string) {
  deepStrictEqual(await answering(this).chosenOrder(), list(titles));
});

When('the composer writes the note {string} and sends the answer', async function (this: CueWorld, note: string) {
  await answering(this).writeNote(note);
  await answering(this).send();
});

When('the composer chooses {string} and sends the answer', async function (this: CueWorld, title: string) {
  await answering(this).chooseTrack(title);
  await answering(this).send();
});

When("the composer edits the answer's note to {string} and saves it", async function (this: CueWorld, note: string) {
  await answering(this).edit();
  await answering(this).writeNote(note);
  await answering(this).send();
});

When('the composer withdraws the answer and confirms', async function (this: CueWorld) {
  await answering(this).withdrawAndConfirm();
});

Then('the answer panel says {string}', async function (this: CueWorld, text: string) {
  await answering(this).expectSays(text);
});

Then('the answer shows the status {string}', async function (this: CueWorld, status: string) {
  await answering(this).expectStatus(status);
});

Then("the answer's tracks are {string}", async function (this: CueWorld, titles: string) {
  await answering(this).expectSentTracks(list(titles));
});

Then('the composer is offered neither Edit nor Withdraw', async function (this: CueWorld) {
  await answering(this).expectNoSteps();
});

Then('newmusician@cue.test may not read the seeded brief', async function () {
  strictEqual(await BriefAnswerPage.mayRead(SEEDED_BRIEF, 'newmusician@cue.test'), false);
});

Then('nothing on the page names {string}', async function (this: CueWorld, film: string) {
  await answering(this).expectNothingOf(film);
});

Then("the composer's answer to {string} says {string}", async function (this: CueWorld, film: string, text: string) {
  await answering(this).expectMyAnswer(film, text);
});
