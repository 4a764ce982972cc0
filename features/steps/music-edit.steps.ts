import { Given, Then, When } from '@cucumber/cucumber';
import { strictEqual } from 'node:assert/strict';
import { currentEnvironment } from '../support/environment';
import { firstTrackOf, MusicEditPage } from '../support/pages/MusicEditPage';
import { mockApi } from '../support/pages/MockApi';
import { MusicUploadPage } from '../support/pages/MusicUploadPage';
import type { TestFileName } from '../support/testFiles';
import type { CueWorld } from '../support/world';
import { shell } from './shell.steps';

const MUSICIAN = 'musician@cue.test';
const edit = (world: CueWorld) => new MusicEditPage(world.page!);
const form = (world: CueWorld) => new MusicUploadPage(world.page!);

Given('a musician who reads Cue Connect in {word}', async function (this: CueWorld, language: string) {
  await shell(this).prepareLoggedIn(language, MUSICIAN);
});

When('the musician opens the edit address of their first track directly', async function (this: CueWorld) {
  await edit(this).openDirectly(await firstTrackOf(MUSICIAN));
});

When('the musician edits their first track from the musician profile', async function (this: CueWorld) {
  await edit(this).openFromProfile(await firstTrackOf(MUSICIAN));
});

When('the musician renames it {string} and saves', async function (this: CueWorld, title: string) {
  await edit(this).changeTitle(title);
  await form(this).submit();
});

When('the musician replaces the cover with {string} and saves', async function (this: CueWorld, file: TestFileName) {
  await form(this).fill({ cover: file });
  await form(this).submit();
});

Given('the server refuses to receive covers', async function (this: CueWorld) {
  this.expectProblems(/status of 403/);
  await mockApi.injectFault('createUpload', { kind: 'status', status: 403 });
});

Then('the musician is back on the musician profile', async function (this: CueWorld) {
  await edit(this).expectPath('/musician-profile');
});

Then('their first track is titled {string}', async function (this: CueWorld, title: string) {
  const id = await firstTrackOf(MUSICIAN);
  const music = (await (await fetch(`${currentEnvironment().server.url}/api/v1/music/${id}`)).json()) as { data: { title: { ko: string } } };
  strictEqual(music.data.title.ko, title);
});
