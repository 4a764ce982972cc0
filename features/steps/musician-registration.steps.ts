import { defineParameterType, Given, Then, When } from '@cucumber/cucumber';
import { deepStrictEqual, strictEqual } from 'node:assert/strict';
import { eventually } from '../support/eventually';
import { mockApi } from '../support/pages/MockApi';
import { MusicianRegistrationPage, VALID_INFORMATION } from '../support/pages/MusicianRegistrationPage';
import { MusicUploadPage } from '../support/pages/MusicUploadPage';
import type { TestFileName } from '../support/testFiles';
import type { CueWorld } from '../support/world';

const registration = (world: CueWorld) => new MusicianRegistrationPage(world.page!);
/** Demo accounts (README) by the names the features give them. */
const ACCOUNTS: Record<string, string> = {
  'an approved musician without a profile': 'newmusician@cue.test',
  'the demo musician': 'musician@cue.test',
  'a general user': 'user@cue.test',
};

defineParameterType({
  name: 'account',
  regexp: new RegExp(Object.keys(ACCOUNTS).join('|')),
  transformer: (name: string) => ACCOUNTS[name]!,
});

Given('{account} opens the musician registration in {word}', async function (this: CueWorld, login: string, language: string) {
  await registration(this).prepare(language, login);
  await registration(this).open();
});

Given('{account} opens the musician registration in {word} on a {word}', async function (this: CueWorld, login: string, language: string, screen: string) {
  if (screen === 'phone') await this.app.usePhone();
  await registration(this).prepare(language, login);
  await registration(this).open();
});

Then('the musician information {string} hints {string}', async function (this: CueWorld, field: string, hint: string) {
  await registration(this).expectFieldHint(field, hint);
});

Then('the photo button reads {string}, not cut off', async function (this: CueWorld, label: string) {
  await registration(this).expectPhotoButtonWhole(label);
});

Given('the server fails every {word} call', async function (this: CueWorld, operationId: string) {
  this.expectProblems(/Failed to load resource: the server responded with a status of 500/);
  await mockApi.injectFault(operationId, { kind: 'status', status: 500 });
});

When('the musician saves the musician information without typing anything', async function (this: CueWorld) {
  await registration(this).save();
});

When('the musician types {string} as the {string} and saves', async function (this: CueWorld, value: string, field: string) {
  await registration(this).fillAll(VALID_INFORMATION);
  await registration(this).fill(field, value);
  await registration(this).save();
});

When('the musician types {string} as the {string} and leaves the field', async function (this: CueWorld, value: string, field: string) {
  await registration(this).fill(field, value);
  await registration(this).leaveField(field);
});

Then('the musician information {string} shows no message', async function (this: CueWorld, field: string) {
  await registration(this).expectNoFieldMessage(field);
});

When('the musician types {string} as the {string}', async function (this: CueWorld, value: string, field: string) {
  await registration(this).fill(field, value);
});

When('the musician fills in the musician information and saves it', async function (this: CueWorld) {
  await registration(this).fillAll(VALID_INFORMATION);
  await registration(this).save();
});

When('the musician chooses the photo {string}', async function (this: CueWorld, file: TestFileName) {
  await registration(this).choosePhoto(file);
});

When('the musician goes to step 2 before saving step 1', async function (this: CueWorld) {
  await registration(this).goToMusicStep();
});

When('the musician goes back to step 1', async function (this: CueWorld) {
  await registration(this).expectMusicStep();
  await registration(this).press('musicianProfile', 'registration.backToInfo');
});

When('the musician reloads the registration', async function (this: CueWorld) {
  await registration(this).reload();
});

When('the musician finishes without music', async function (this: CueWorld) {
  await registration(this).expectMusicStep();
  await registration(this).press('musicianProfile', 'registration.finishWithoutMusic');
});

When('the musician finishes the registration', async function (this: CueWorld) {
  await registration(this).expectMusicStep();
  await registration(this).press('musicianProfile', 'registration.finish');
});

When('the musician opens the form for another track and cancels it', async function (this: CueWorld) {
  await registration(this).expectSavedTracks(1);
  await registration(this).press('musicianProfile', 'registration.addAnother');
  await registration(this).press('uploads', 'action.cancel');
});

Then('step 2 lists the saved track {string}', async function (this: CueWorld, title: string) {
  await registration(this).expectSavedTrack(title);
});

Then('another track can be added', async function (this: CueWorld) {
  await registration(this).expectTrackFormClosed();
  await registration(this).expectButton('musicianProfile', 'registration.addAnother');
});

When("the musician follows the profile's link to the music upload", async function (this: CueWorld) {
  // Followed inside the app (no reload): the session user must already know the new musician id.
  await this.page!.locator('a[href="/music-upload"]').first().click();
});

Then('the music upload form is ready', async function (this: CueWorld) {
  await new MusicUploadPage(this.page!).expectFormReady();
});

Then('the musician information {string} says {string}', async function (this: CueWorld, field: string, message: string) {
  await registration(this).expectFieldMessage(field, message);
});

Then('the musician information {string} holds {string}', async function (this: CueWorld, field: string, value: string) {
  await registration(this).expectFieldValue(field, value);
});

Then('the photo is uploaded and shown', async function (this: CueWorld) {
  await registration(this).expectPhotoUploaded();
});

Then('the musician information form says {string}', async function (this: CueWorld, message: string) {
  await registration(this).expectFormFailure(message);
});

Then('the registration says {string}', async function (this: CueWorld, message: string) {
  await registration(this).expectStepMessage(message);
});

Then('step 2 music upload is shown with the notice {string}', async function (this: CueWorld, notice: string) {
  await registration(this).expectMusicStep();
  await registration(this).expectNotice(notice);
});

Then('the musician is on the page {string}', async function (this: CueWorld, path: string) {
  await registration(this).expectPath(path);
});

Then('the page says it is for musicians only: {string}', async function (this: CueWorld, message: string) {
  await registration(this).expectMusicianOnly(message);
});

When('the musician saves the musician information again', async function (this: CueWorld) {
  await registration(this).save();
});

Then('the page is scrolled to its top', async function (this: CueWorld) {
  await eventually(
    () => this.page!.evaluate(() => Math.round(window.scrollY)),
    (top) => strictEqual(top, 0),
  );
});

Then('step 2 has one primary button, {string}', async function (this: CueWorld, label: string) {
  const primary = this.page!.locator('.app-registration button.bp6-intent-primary');
  await this.page!.locator('form.app-track-form button[type="submit"]').waitFor();
  await eventually(
    async () => (await primary.allTextContents()).map((text) => text.trim()),
    (labels) => deepStrictEqual(labels, [label]),
  );
});
