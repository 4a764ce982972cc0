import { strictEqual } from 'node:assert/strict';
import { Then, When } from '@cucumber/cucumber';
import { mockApi } from '../support/pages/MockApi';
import { SoundsLikePanel } from '../support/pages/SoundsLikePanel';
import type { TestFileName } from '../support/testFiles';
import type { CueWorld } from '../support/world';
import { search } from './catalog-search.steps';

const panel = (world: CueWorld) => new SoundsLikePanel(world.page!);
/** How many uploads the server held before the file was chosen. */
const uploadsBefore = new WeakMap<CueWorld, number>();

When(/^the (?:visitor|listener) opens "([^"]+)" on the music search( by keyboard)?$/, async function (this: CueWorld, title: string, byKeyboard?: string) {
  await search(this).open();
  await panel(this).expectTitle(title);
  await panel(this).open(Boolean(byKeyboard));
});

When('the listener chooses the file {string} as a temp track', async function (this: CueWorld, file: TestFileName) {
  uploadsBefore.set(this, (await mockApi.uploads()).length);
  await panel(this).choose(file);
});

When('the listener presses {string} beside the tracks that sound like it', async function (this: CueWorld, label: string) {
  await panel(this).press(label);
});

When('the visitor follows {string} in the panel', async function (this: CueWorld, label: string) {
  await panel(this).followLogin(label);
});

Then('the sounds-like panel says {string}', async function (this: CueWorld, text: string) {
  await panel(this).expectLoginOffer(text);
});

Then('the panel lists {string}', async function (this: CueWorld, heading: string) {
  await panel(this).expectResultHeading(heading);
});

Then('the tracks that sound most like it are {string}', async function (this: CueWorld, titles: string) {
  await panel(this).expectFirstTracks(titles.split(',').map((title) => title.trim()));
});

Then('the panel shows no tracks', async function (this: CueWorld) {
  await panel(this).expectNoTracks();
});

Then('the panel warns {string}', async function (this: CueWorld, message: string) {
  await panel(this).expectAlert(message);
});

Then('the server kept no upload of the temp track', async function (this: CueWorld) {
  strictEqual((await mockApi.uploads()).length, uploadsBefore.get(this) ?? 0);
});
