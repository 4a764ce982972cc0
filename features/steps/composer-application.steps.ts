import { Given, Then, When } from '@cucumber/cucumber';
import { strictEqual } from 'node:assert/strict';
import { announceWithDemoMusicianNotSelected, closeTheWindows } from '../support/composerApi';
import { ComposerApplicationPage } from '../support/pages/ComposerApplicationPage';
import type { CueWorld } from '../support/world';
import { shell } from './shell.steps';

const composer = (world: CueWorld) => new ComposerApplicationPage(world.page!);
/** Dowon Lim: an approved musician with a profile and one track ("In the Forest", "숲에서") who has not applied. */
const NEW_COMPOSER = 'dowon.lim@example.com';

Given('a composer who has not applied is logged in and reads Cue Connect in {word}', async function (this: CueWorld, language: string) {
  await shell(this).prepareLoggedIn(language, NEW_COMPOSER);
});

Given("the open round's windows have closed", async function () {
  await closeTheWindows();
});

Given(
  "the office has announced its decisions, not selecting the demo musician's application for {string} with the note {string}",
  async function (reason: string, note: string) {
    await announceWithDemoMusicianNotSelected(reason as 'GENRE_FIT', note);
  },
);

When('the composer opens the application page from the program page', async function (this: CueWorld) {
  await composer(this).openFromProgram();
});

When('the composer opens the application page', async function (this: CueWorld) {
  await composer(this).open();
});

When('the composer writes the statement {string} in {word}', async function (this: CueWorld, text: string, language: string) {
  await composer(this).writeStatement(language === 'Korean' ? 'ko' : 'en', text);
});

When('the composer adds the track {string} and the film project {string}', async function (this: CueWorld, track: string, project: string) {
  await composer(this).addTrack(track);
  await composer(this).chooseProject(project);
});

When('the composer sends the application', async function (this: CueWorld) {
  await composer(this).send();
});

When('the composer edits the application', async function (this: CueWorld) {
  await composer(this).press(/^(수정|Edit)$/);
});

When('the composer withdraws the application and confirms', async function (this: CueWorld) {
  await composer(this).press(/^(지원 철회|Withdraw)$/);
  await composer(this).confirm(/^(지원 철회|Withdraw)$/);
});

When('the composer submits the application again', async function (this: CueWorld) {
  await composer(this).press(/^(다시 제출|Submit again)$/);
});

Then('the application page says {string}', async function (this: CueWorld, text: string) {
  await composer(this).expectSays(text);
});

Then("the application's {string} field says {string}", async function (this: CueWorld, field: string, text: string) {
  await composer(this).expectFieldSays(field, text);
});

Then("the application's statement in {word} still reads {string}", async function (this: CueWorld, language: string, text: string) {
  strictEqual(await composer(this).valueOf(language === 'Korean' ? 'statementKo' : 'statementEn'), text);
});
