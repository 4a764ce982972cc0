import { strictEqual } from 'node:assert/strict';
import { Given, Then, When } from '@cucumber/cucumber';
import { HomeGalleryPage } from '../support/pages/HomeGalleryPage';
import { mockApi } from '../support/pages/MockApi';
import type { CueWorld } from '../support/world';
import { eventually } from '../support/eventually';
import { shell } from './shell.steps';

const gallery = (world: CueWorld) => new HomeGalleryPage(world.page!);

// `npm start`'s server reads the covers to render the page with them (mocks/server/livePages.ts); failing, it
// serves the page with the gallery's skeleton, and the browser asks for the covers itself: two failed reads.
Given('the home covers fail to load, both when the page is served and when the browser asks for them', async function (this: CueWorld) {
  this.expectProblems(/Failed to load resource: the server responded with a status of 500/);
  await mockApi.injectFault('listHomeCovers', { kind: 'status', status: 500 }, 2);
});

When('a visitor opens the home page in {word}', async function (this: CueWorld, language: string) {
  await shell(this).prepare({ language });
  await gallery(this).open();
});

When('a visitor opens the home page in {word} on a {word}', async function (this: CueWorld, language: string, screen: string) {
  await this.app.useScreen(screen);
  await shell(this).prepare({ language });
  await gallery(this).open();
});

When('the visitor presses {string} on the home gallery', async function (this: CueWorld, label: string) {
  await gallery(this).pressPlay(label);
});

Then('the home gallery offers {string}', async function (this: CueWorld, label: string) {
  await gallery(this).expectPlayButton(label);
});

When('the visitor presses {string} on the home page', async function (this: CueWorld, label: string) {
  await gallery(this).press(label);
});

Then('the home gallery shows the cover {string} by {string}', async function (this: CueWorld, title: string, musician: string) {
  await gallery(this).expectCover(title, musician);
});

Then('the home cover {string} leads to {string}', async function (this: CueWorld, title: string, path: string) {
  await gallery(this).expectCoverLeadsTo(title, path);
});

Then('the home page says {string}', async function (this: CueWorld, message: string) {
  await gallery(this).expectFailure(message);
});

Then('the home cover {string} shows its {word} copy {int} pixels wide', async function (this: CueWorld, title: string, format: string, width: number) {
  await gallery(this).expectCoverCopy(title, format, width);
});

Then(
  "every cover of the home gallery's first row is fetched with high priority, every cover on the screen at once, and only later ones lazily",
  async function (this: CueWorld) {
    await gallery(this).expectFirstRowFirst();
  },
);

When('the visitor searches {string} from the home page', async function (this: CueWorld, text: string) {
  const form = this.page!.locator('.app-catalog-home-search');
  await form.getByRole('searchbox').fill(text);
  await form.getByRole('button').click();
});

Then('the keyboard focus is in the music search box', async function (this: CueWorld) {
  await eventually(
    () => this.page!.evaluate(() => document.activeElement?.closest('.app-catalog-search-box') !== null && document.activeElement?.tagName === 'INPUT'),
    (focused) => strictEqual(focused, true),
  );
});
