import { Given, Then, When } from '@cucumber/cucumber';
import { PHONE_VIEWPORT } from '../support/pages/AppPage';
import { mockApi } from '../support/pages/MockApi';
import { TrackDetailsPage } from '../support/pages/TrackDetailsPage';
import type { CueWorld } from '../support/world';
import { shell } from './shell.steps';

const track = (world: CueWorld) => new TrackDetailsPage(world.page!);
const list = (text: string) => text.split(',').map((entry) => entry.trim());

/** The desktop window of the features beside the phone's. */
const DESKTOP_VIEWPORT = { width: 1440, height: 900 };

Given(/^a visitor who reads Cue Connect in (\w+) on a (phone|desktop)$/, async function (this: CueWorld, language: string, screen: string) {
  await this.page!.setViewportSize(screen === 'phone' ? PHONE_VIEWPORT : DESKTOP_VIEWPORT);
  await shell(this).prepare({ language });
});

Given('a visitor in {word} for whom loading a track fails once', async function (this: CueWorld, language: string) {
  this.expectProblems(/Failed to load resource: the server responded with a status of 500/);
  // Serving the page reads the track for the page and for its link preview (mocks/server/openGraph).
  await mockApi.injectFault('getMusic', { kind: 'status', status: 500 }, 2);
  await shell(this).prepare({ language });
});

When('the visitor opens the page of a track that does not exist, {string}', async function (this: CueWorld, path: string) {
  this.expectProblems(/Failed to load resource: the server responded with a status of 404/);
  await shell(this).open(path);
});

When('the visitor opens {string} from the search results by its title', async function (this: CueWorld, title: string) {
  await track(this).openFromSearchResults(title);
});

When('the visitor presses {string} on the track page', async function (this: CueWorld, label: string) {
  await track(this).press(label);
});

When(/^the visitor follows the (genre|keyword) "([^"]+)" on the track page$/, async function (this: CueWorld, chip: 'genre' | 'keyword', label: string) {
  await track(this).followChip(chip, label);
});

Then(
  'the track page shows the tempo {string}, the key {string} and the loudness {string}',
  async function (this: CueWorld, tempo: string, key: string, loudness: string) {
    await track(this).expectSound(tempo, key, loudness);
  },
);

Then(
  '{string} on the track page lists {int} tracks, first {string} by {string}',
  async function (this: CueWorld, _section: string, count: number, title: string, musician: string) {
    await track(this).expectSimilar(count, title, musician);
  },
);

When('the visitor presses {string} under {string} on the track page', async function (this: CueWorld, label: string, _section: string) {
  await track(this).pressInSimilar(label);
});

When('the visitor follows the key {string} on the track page', async function (this: CueWorld, key: string) {
  await track(this).followKey(key);
});

When(
  /^the visitor follows the (genre|keyword) "([^"]+)" in the row of "([^"]+)"$/,
  async function (this: CueWorld, chip: 'genre' | 'keyword', label: string, title: string) {
    await track(this).followChipInRow(chip, label, title);
  },
);

Then('the title {string} in the search results leads to {string}', async function (this: CueWorld, title: string, path: string) {
  await track(this).expectTitleLeadsTo(title, path);
});

Then('the track page is headed {string}, with {string} beside it, by {string}', async function (this: CueWorld, title: string, other: string, musician: string) {
  await track(this).expectHeading(title, other, musician);
});

Then('the track page describes it as {string}', async function (this: CueWorld, description: string) {
  await track(this).expectDescription(description);
});

Then(
  'the track page shows the genre {string}, the keywords {string} and the duration {string}',
  async function (this: CueWorld, genre: string, keywords: string, duration: string) {
    await track(this).expectFacts(genre, list(keywords), duration);
  },
);

Then('the track page reads {string} and {string}', async function (this: CueWorld, plays: string, likes: string) {
  await track(this).expectStats(plays, likes);
});

Then('the track page offers {string}, {string} and {string}', async function (this: CueWorld, first: string, second: string, third: string) {
  await track(this).expectOffers([first, second, third]);
});

Then('the track page offers {string} instead of {string}', async function (this: CueWorld, shown: string, gone: string) {
  await track(this).expectOffers([shown]);
  await track(this).expectNotOffered(gone);
});

Then('the track page offers the link {string} to {string}', async function (this: CueWorld, label: string, path: string) {
  await track(this).expectLink(label, path);
});

Then('the row of {string} shows {string}, {string} and {string} on one line', async function (this: CueWorld, title: string, a: string, b: string, c: string) {
  await track(this).expectOnOneLine(title, [a, b, c]);
});

Then('the row of {string} has {string} on the same line as {string}', async function (this: CueWorld, title: string, a: string, b: string) {
  await track(this).expectButtonsOnOneLine(title, [a, b]);
});
