import { Then, When } from '@cucumber/cucumber';
import { deepStrictEqual } from 'node:assert/strict';
import { eventually } from '../support/eventually';
import { BriefReviewPage, festivalDaysAhead } from '../support/pages/BriefReviewPage';
import type { CueWorld } from '../support/world';

const review = (world: CueWorld) => new BriefReviewPage(world.page!);

When("the producer opens the selected project's brief from its page", async function (this: CueWorld) {
  await review(this).openProject(5);
  await review(this).followBriefLink();
});

When("the producer sets the brief's deadline to {string} and saves it", async function (this: CueWorld, value: string) {
  await review(this).setDeadline(value);
  await review(this).save();
});

When("the producer sets the brief's deadline {int} days ahead and saves it", async function (this: CueWorld, days: number) {
  await review(this).setDeadline(festivalDaysAhead(days));
  await review(this).save();
});

Then("the brief's deadline field says {string}", async function (this: CueWorld, text: string) {
  await review(this).expectDeadlineSays(text);
});

Then('the brief page says it is {string}', async function (this: CueWorld, text: string) {
  await review(this).expectBriefPageSays(text);
});

When("the producer opens the brief's answers", async function (this: CueWorld) {
  await review(this).openBrief(1);
});

When("the producer passes {string}'s answer without a reason", async function (this: CueWorld, name: string) {
  await review(this).pass(name);
  await review(this).sendPass();
});

Then('the pass dialog says {string}', async function (this: CueWorld, text: string) {
  await review(this).expectDialogSays(text);
});

When('the producer chooses {string} with the note {string} and passes it', async function (this: CueWorld, reason: string, note: string) {
  await review(this).chooseReason(reason, note);
  await review(this).sendPass();
});

Then("{string}'s answer shows {string}", async function (this: CueWorld, name: string, status: string) {
  await review(this).expectAnswerStatus(name, status);
});

Then('the composer {string} reads the pass reason {string} with the note {string}', async function (this: CueWorld, login: string, reason: string, note: string) {
  await eventually(
    async () => (await BriefReviewPage.answersOf(login)).map(({ status, passReason, passNote }) => ({ status, passReason, passNote })),
    (answers) => deepStrictEqual(answers, [{ status: 'passed', passReason: reason, passNote: note }]),
  );
});
