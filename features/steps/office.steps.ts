import { Given, Then, When } from '@cucumber/cucumber';
import { ok } from 'node:assert/strict';
import { chooseRadio } from '../support/chooseRadio';
import { eventually } from '../support/eventually';
import { OfficeConsolePage } from '../support/pages/OfficeConsolePage';
import { closeSeedRoundWindows, decideSeedRound } from '../support/programApi';
import type { CueWorld } from '../support/world';
import { shell } from './shell.steps';

const office = (world: CueWorld) => new OfficeConsolePage(world.page!);
// Korean names the musician first ("오세린 승인"), English last ("Approve 오세린").
const APPROVE = /(^| )(승인|Approve)( |$)/;
const REJECT = /(^| )(거절|Reject)( |$)/;
const SEND = /^(거절|Reject)$/;
const VERIFY = /(^| )(확인|Verify)( |$)/;
const NOT_SELECT = /^(미선정|Not select)$/;

Given('the program office is logged in and reads Cue Connect in {word}', async function (this: CueWorld, language: string) {
  await shell(this).prepareLoggedIn(language, 'admin@cue.test');
});

When('the office opens its console from the navigation', async function (this: CueWorld) {
  await office(this).openFromNavigation();
});

When('the office approves the waiting musician {string}', async function (this: CueWorld, email: string) {
  await office(this).press(email, APPROVE);
});

When('the office rejects {string} without choosing a reason', async function (this: CueWorld, email: string) {
  await office(this).press(email, REJECT);
  await office(this).dialog().getByRole('button', { name: SEND }).click();
});

When('the office chooses {string} and sends without a note', async function (this: CueWorld, reason: string) {
  await chooseRadio(office(this).dialog(), reason);
  await office(this).dialog().getByRole('button', { name: SEND }).click();
});

When('the office writes the note {string} and sends', async function (this: CueWorld, note: string) {
  await office(this).dialog().getByRole('textbox').fill(note);
  await office(this).dialog().getByRole('button', { name: SEND }).click();
  await office(this).dialog().waitFor({ state: 'detached' });
});

Then('the decision dialog says {string}', async function (this: CueWorld, text: string) {
  await eventually(
    () => office(this).dialog().innerText(),
    (shown) => ok(shown.includes(text), `"${text}" not in the dialog`),
  );
});

Then('the console no longer lists {string} among {string}', async function (this: CueWorld, email: string, status: string) {
  await office(this).chooseStatus(status);
  await office(this).expectListed(email, false);
});

Then('the console lists {string} among {string} with {string}', async function (this: CueWorld, email: string, status: string, text: string) {
  await office(this).chooseStatus(status);
  await office(this).expectListed(email, true, [text]);
});

Then('{string} has been mailed {string}', async function (this: CueWorld, email: string, subject: string) {
  await office(this).expectMailed(email, subject);
});

When('the office opens the {string} part of its console', async function (this: CueWorld, part: string) {
  await office(this).openFromNavigation();
  await office(this).openPart(part);
});

When('the office verifies the industry profile of {string}', async function (this: CueWorld, company: string) {
  await office(this).press(company, VERIFY);
});

When('the office chooses the projects {string} and {string}', async function (this: CueWorld, first: string, second: string) {
  await office(this).chooseProject(first);
  await office(this).chooseProject(second);
});

When('the office does not select them without choosing a reason', async function (this: CueWorld) {
  await this.page!.getByRole('button', { name: NOT_SELECT }).click();
  await office(this).dialog().getByRole('button', { name: NOT_SELECT }).click();
});

When('the office gives the reason {string} and confirms', async function (this: CueWorld, reason: string) {
  await chooseRadio(office(this).dialog(), reason);
  await office(this).dialog().locator('button[type="submit"]').click();
  await office(this).dialog().waitFor({ state: 'detached' });
});

Then('the console says {string}', async function (this: CueWorld, text: string) {
  await office(this).expectText(text);
});

Then('the project {string} shows {string}', async function (this: CueWorld, title: string, text: string) {
  await eventually(
    () => office(this).project(title).innerText(),
    (shown) => ok(shown.includes(text), `"${text}" not in the card of ${title}`),
  );
});

When('the office starts a new round whose film projects close at {string} before opening at {string}', async function (this: CueWorld, closes: string, opens: string) {
  await office(this).startRound(opens, closes);
});

When('the office chooses the composer {string} and selects them', async function (this: CueWorld, composer: string) {
  await office(this).chooseProject(composer);
  await this.page!.getByRole('button', { name: /^(선정|Select)$/ }).click();
});

Given('every submitted project and composer application of the open round is decided', async function () {
  await decideSeedRound();
});

Given("the open round's windows have both closed", async function () {
  await closeSeedRoundWindows();
});

When('the office announces the decisions of {string} at {string}', async function (this: CueWorld, round: string, time: string) {
  await office(this).announce(round, time);
});

When('the office announces the decisions of {string} now', async function (this: CueWorld, round: string) {
  await office(this).announce(round);
  await office(this).dialog().waitFor({ state: 'detached' });
});

Then('the announcement time field says {string}', async function (this: CueWorld, text: string) {
  await office(this).expectTimeFieldSays(text);
});

Then('the round {string} says {string}', async function (this: CueWorld, round: string, text: string) {
  await eventually(
    () => office(this).round(round).locator('.app-office-round-announcement').innerText(),
    (shown) => ok(shown.includes(text), `"${text}" not in the announcement of ${round}: "${shown}"`),
  );
});

When('the office cancels the scheduled announcement of {string}', async function (this: CueWorld, round: string) {
  await office(this).cancelAnnouncement(round);
});

When('the owner {string} opens their film project {int}', async function (this: CueWorld, login: string, projectId: number) {
  await office(this).switchTo(login, `/program/projects/${projectId}`);
});

Then('the dashboard counts {int} {string} among {string}', async function (this: CueWorld, count: number, row: string, table: string) {
  await office(this).expectCount(table, row, count);
});
