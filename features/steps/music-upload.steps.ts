import { Given, Then, When } from '@cucumber/cucumber';
import { deepStrictEqual, ok } from 'node:assert/strict';
import { statSync } from 'node:fs';
import { eventually } from '../support/eventually';
import { mockApi } from '../support/pages/MockApi';
import { MusicianRegistrationPage } from '../support/pages/MusicianRegistrationPage';
import { MusicUploadPage } from '../support/pages/MusicUploadPage';
import { testFile, type TestFileName } from '../support/testFiles';
import type { CueWorld } from '../support/world';
import { shell } from './shell.steps';

const ACCOUNTS = { musician: 'musician@cue.test', 'general user': 'user@cue.test', 'musician without a profile': 'newmusician@cue.test' } as const;
const upload = (world: CueWorld) => new MusicUploadPage(world.page!);

Given('a visitor on the music upload page in {word}', async function (this: CueWorld, language: string) {
  await shell(this).prepare({ language });
  await upload(this).open();
});

Given('a musician on the music upload page in {word}', async function (this: CueWorld, language: string) {
  await shell(this).prepareLoggedIn(language, ACCOUNTS.musician);
  await upload(this).open();
});

Given('a musician on the music upload page in {word} on a {word}', async function (this: CueWorld, language: string, screen: string) {
  if (screen === 'phone') await this.app.usePhone();
  await shell(this).prepareLoggedIn(language, ACCOUNTS.musician);
  await upload(this).open();
});

Given('a musician without a profile on the music upload page in {word}', async function (this: CueWorld, language: string) {
  // The approval dialog was seen before: the page itself is what the scenario is about.
  await new MusicianRegistrationPage(this.page!).prepare(language, ACCOUNTS['musician without a profile']);
  await upload(this).open();
});

Given('a general user on the music upload page in {word}', async function (this: CueWorld, language: string) {
  await shell(this).prepareLoggedIn(language, ACCOUNTS['general user']);
  await upload(this).open();
});

Given('the server refuses to receive music files', async function (this: CueWorld) {
  this.expectProblems(/status of 403/);
  await mockApi.injectFault('createUpload', { kind: 'status', status: 403 });
});

Given('the musician already has {int} unfinished uploads', async function (this: CueWorld, count: number) {
  this.expectProblems(/status of 403/);
  await mockApi.startUploads(ACCOUNTS.musician, count);
});

Given('the server fails to save music information', async function (this: CueWorld) {
  this.expectProblems(/status of 500/);
  await mockApi.injectFault('createMusic', { kind: 'status', status: 500 });
});

Given("the server no longer knows the musician's id", async function (this: CueWorld) {
  this.expectProblems(/status of 404/);
  await mockApi.injectFault('createMusic', { kind: 'status', status: 404 });
});

Given('the connection drops halfway through the next music file', async function (this: CueWorld) {
  const afterBytes = Math.floor(statSync(testFile('track.wav')).size / 2);
  this.expectProblems(/ERR_CONNECTION_RESET|ERR_EMPTY_RESPONSE|net::ERR/);
  // Chromium silently re-sends a request whose reused connection dropped; tus answers that stale PATCH 409.
  this.expectProblems(/status of 409/);
  await mockApi.injectFault('appendUploadChunk', { kind: 'cut', afterBytes }, 1);
});

Given('the server is slow to receive music files', async function (this: CueWorld) {
  await mockApi.injectFault('appendUploadChunk', { kind: 'delay', ms: 4000 }, 1);
});

When('the musician uploads a track with the music file {string}', async function (this: CueWorld, file: TestFileName) {
  await upload(this).uploadTrack(file);
});

When('the musician uploads a track with the music file {string} and the cover {string}', async function (this: CueWorld, music: TestFileName, cover: TestFileName) {
  await upload(this).uploadTrack(music, cover);
});

When('the musician sends the form empty', async function (this: CueWorld) {
  await upload(this).form().waitFor();
  await upload(this).submit();
});

When('the musician ticks {int} keywords', async function (this: CueWorld, count: number) {
  await upload(this).form().waitFor();
  await upload(this).tickKeywords(count);
});

When('the musician removes one of the chosen keywords', async function (this: CueWorld) {
  await upload(this).removeFirstKeyword();
});

When('the musician types {string} in the keyword field', async function (this: CueWorld, query: string) {
  await upload(this).form().waitFor();
  await upload(this).keywordField().fill(query);
});

When('the musician presses Enter in the keyword field', async function (this: CueWorld) {
  await upload(this).keywordField().press('Enter');
});

When('the musician presses {string} in the track form', async function (this: CueWorld, label: string) {
  await upload(this).form().getByRole('button', { name: label, exact: true }).click();
});

When('the musician types the title {string}', async function (this: CueWorld, title: string) {
  await upload(this).fill({ title });
});

When('the musician presses {string}', async function (this: CueWorld, label: string) {
  // Pause and Cancel act on a running upload; other buttons (Discard) are pressed as they are.
  if (await this.page!.locator('.app-upload-unfinished').count()) return upload(this).press(label);
  await upload(this).expectUploading();
  await upload(this).press(label);
});

When('the visitor follows the link {string}', async function (this: CueWorld, label: string) {
  await upload(this).follow(label);
});

Then('the page says {string}', async function (this: CueWorld, text: string) {
  await upload(this).expectMessage(text);
});

Then('the page no longer says {string}', async function (this: CueWorld, text: string) {
  await upload(this).expectNoMessage(text);
});

Then('the other keywords cannot be ticked', async function (this: CueWorld) {
  await upload(this).keywordField().click();
  await upload(this).expectKeywordChoice({ chosen: 5, refused: 35 });
  // Playwright waits for an aria-disabled option to become enabled; a user can still click it.
  await upload(this).keywordOptions().nth(5).click({ force: true });
  await upload(this).expectKeywordChoice({ chosen: 5, refused: 35 });
});

Then('the other keywords can be ticked again', async function (this: CueWorld) {
  await upload(this).keywordField().click();
  await upload(this).expectKeywordChoice({ chosen: 4, refused: 0 });
});

Then('the keyword field reads {string}', async function (this: CueWorld, text: string) {
  await upload(this).expectKeywordHelp(text);
});

Then('the keyword list offers only {string}', async function (this: CueWorld, keyword: string) {
  await eventually(
    () => upload(this).keywordOptions().allTextContents(),
    (labels) =>
      deepStrictEqual(
        labels.map((label) => label.trim()),
        [keyword],
      ),
  );
});

Then('{string} is a chosen keyword with the button {string}', async function (this: CueWorld, keyword: string, remove: string) {
  await upload(this).expectChosenKeywords([keyword]);
  await upload(this).form().getByRole('button', { name: remove, exact: true }).waitFor();
});

Then('the field {string} is marked {string} and hints {string}', async function (this: CueWorld, label: string, marker: string, hint: string) {
  await upload(this).expectFileField(label, marker, hint);
});

Then("the page links {string} to the new track's page", async function (this: CueWorld, label: string) {
  await upload(this).expectLinkToNewTrack(label);
});

Then('no warning box is shown', async function (this: CueWorld) {
  await upload(this).expectNoWarningBox();
});

Then('the title still reads {string}', async function (this: CueWorld, title: string) {
  await upload(this).expectTitle(title);
});

Then('the page is headed {string}', async function (this: CueWorld, text: string) {
  await upload(this).expectHeading(text);
});

Then('the form is ready for a new upload and nothing is left to resume', async function (this: CueWorld) {
  await upload(this).expectFormReady();
  await upload(this).expectNoResumeKeys();
});

Then('the server has deleted the upload', async function (this: CueWorld) {
  await eventually(
    () => mockApi.uploads(),
    (uploads) => {
      ok(uploads.length > 0, 'no upload was created');
      deepStrictEqual(
        uploads.filter((upload) => upload.state !== 'expired'),
        [],
      );
    },
  );
});

Then('the server keeps no unfinished upload', async function (this: CueWorld) {
  await eventually(
    () => mockApi.uploads(),
    (uploads) =>
      deepStrictEqual(
        uploads.filter((upload) => upload.state === 'receiving'),
        [],
      ),
  );
});

Then('nothing is left to resume in the browser', async function (this: CueWorld) {
  await upload(this).expectNoResumeKeys();
});

const DESCRIPTION = '조용한 새벽 장면을 위한 음악';

When('the musician chooses the cover {string}', async function (this: CueWorld, file: TestFileName) {
  await upload(this).chooseCover(file);
});

Then('no cover is chosen', async function (this: CueWorld) {
  await upload(this).expectNoCover();
});

Then('the music file picker offers {string} files and the cover picker {string} files', async function (this: CueWorld, audio: string, cover: string) {
  // The extensions of each picker's filter (it also names MIME types), read once the app has taken the form over.
  const extensions = (accept: string) =>
    accept
      .split(',')
      .filter((type) => type.startsWith('.'))
      .join(',');
  await eventually(
    async () => (await upload(this).accepts()).map(extensions),
    (shown) => deepStrictEqual(shown, [audio, cover]),
  );
});

Then('the field {string} hints {string}', async function (this: CueWorld, label: string, hint: string) {
  await upload(this).expectFieldHint(label, hint);
});

When('the musician fills in a track with the music file {string} and a description, and uploads it', async function (this: CueWorld, music: TestFileName) {
  await upload(this).fill({ title: '새벽의 테마', genre: 1, keywords: 2, music });
  await upload(this).form().locator('textarea').first().fill(DESCRIPTION);
  await upload(this).submit();
});

When('the musician reloads the page while the music file is being sent', async function (this: CueWorld) {
  await upload(this).reloadDuringUpload();
});

Then('the form still holds the title {string}, the description and the keywords', async function (this: CueWorld, title: string) {
  await upload(this).expectTypedFields({ title, description: DESCRIPTION, keywords: 2 });
});

Then('the form is empty again', async function (this: CueWorld) {
  await upload(this).expectTypedFields({ title: '', description: '', keywords: 0 });
  await upload(this).expectNoMessage('track.wav');
});

When('the musician presses {string} and chooses {string} again', async function (this: CueWorld, label: string, file: TestFileName) {
  const chooser = this.page!.waitForEvent('filechooser');
  await upload(this).press(label);
  await (await chooser).setFiles(testFile(file));
});
