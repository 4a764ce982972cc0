import { deepStrictEqual, ok, strictEqual } from 'node:assert/strict';
import { Given, Then, When } from '@cucumber/cucumber';
import { currentEnvironment } from '../support/environment';
import { eventually } from '../support/eventually';
import { mockApi } from '../support/pages/MockApi';
import { PlayerPage } from '../support/pages/PlayerPage';
import { SearchPage } from '../support/pages/SearchPage';
import type { CueWorld } from '../support/world';
import { shell } from './shell.steps';

export const search = (world: CueWorld) => new SearchPage(world.page!);
const list = (text: string) => text.split(',').map((entry) => entry.trim());

Given('a visitor in {word} for whom the music search fails once', async function (this: CueWorld, language: string) {
  this.expectProblems(/Failed to load resource: the server responded with a status of 500/);
  await mockApi.injectFault('searchMusic', { kind: 'status', status: 500 }, 1);
  await shell(this).prepare({ language });
});

When(/^the (?:visitor|listener) searches music for "([^"]*)"$/, async function (this: CueWorld, text: string) {
  await search(this).search(text);
});

When('the visitor opens the music search', async function (this: CueWorld) {
  await search(this).open();
});

When('the visitor narrows the music search to the genre {string}', async function (this: CueWorld, genre: string) {
  await search(this).open();
  await search(this).chooseGenre(genre);
});

When('the visitor sorts the music search by {string}', async function (this: CueWorld, sort: string) {
  await search(this).open();
  await search(this).chooseSort(sort);
});

When('the visitor goes to {string} of the search results', async function (this: CueWorld, page: string) {
  await search(this).goToPage(page);
});

When('the visitor presses {string} in the search results', async function (this: CueWorld, label: string) {
  await search(this).press(label);
});

Then('the search results include {string} by {string}', async function (this: CueWorld, title: string, musician: string) {
  await search(this).expectIncludes(title, musician);
});

Then('the search results read {string}', async function (this: CueWorld, titles: string) {
  await search(this).expectTitles(list(titles));
});

Then('the first search result is {string}', async function (this: CueWorld, title: string) {
  await search(this).expectFirst(title);
});

Then('the search found {string}', async function (this: CueWorld, total: string) {
  await search(this).expectTotal(total);
});

Then('every search result is in the genre {string}', async function (this: CueWorld, genre: string) {
  await search(this).expectAllInGenre(genre);
});

Then('the search address carries {string} as {string}', async function (this: CueWorld, name: string, value: string) {
  await search(this).expectAddressParam(name, value);
});

Then('the music search says {string}', async function (this: CueWorld, message: string) {
  await search(this).expectEmptyState(message);
});

Then('the music search notes {string}', async function (this: CueWorld, note: string) {
  await search(this).expectClosestMatchNote(note);
});

Then('the music search fails with {string}', async function (this: CueWorld, message: string) {
  await search(this).expectFailure(message);
});

Then(
  'the music search shows {string}, the genre {string}, the keyword {string} and the order {string}',
  async function (this: CueWorld, query: string, genre: string, keyword: string, sort: string) {
    await search(this).expectRestored(query, genre, keyword, sort);
  },
);

Given('a visitor who reads Cue Connect in {word} on a {int} px wide screen', async function (this: CueWorld, language: string, width: number) {
  await shell(this).prepare({ language });
  await this.page!.setViewportSize({ width, height: width < 768 ? 844 : 900 });
});

When('the listener presses {string} above the search results', async function (this: CueWorld, label: string) {
  await search(this).pressAboveResults(label);
});

Then('the player plays the first search result', async function (this: CueWorld) {
  const [first] = await search(this).titles();
  const language = await this.page!.evaluate(() => document.documentElement.lang);
  await new PlayerPage(this.page!).expectPlayingTrack(first!, language === 'en' ? 'Pause' : '일시정지');
});

Then("the player's queue holds {string}: the whole result in the order of the search, up to {int} tracks", async function (this: CueWorld, count: string, cap: number) {
  const expected = await wholeResultTitles(this, cap);
  await eventually(
    () => new PlayerPage(this.page!).queue(),
    (queue) => {
      strictEqual(queue.count, count);
      deepStrictEqual(queue.titles, expected);
    },
  );
});

When(/^the visitor sorts the found music by "([^"]*)"$/, async function (this: CueWorld, sort: string) {
  await search(this).chooseSort(sort);
});

Then('the music search is ordered by {string}', async function (this: CueWorld, sort: string) {
  await search(this).expectSort(sort);
});

Then('the first search results read {string}', async function (this: CueWorld, titles: string) {
  await search(this).expectFirstTitles(list(titles));
});

Then('the keyword filter offers {string} first', async function (this: CueWorld, keywords: string) {
  await search(this).expectFilterOptions('keyword', list(keywords), { first: true });
});

Then('the genre filter offers {string}', async function (this: CueWorld, genres: string) {
  await search(this).expectFilterOptions('genre', list(genres));
});

When('the visitor chooses {word} in the language control', async function (this: CueWorld, language: string) {
  await this.app.chooseLanguage(language);
});

When('the visitor scrolls to search result {int} and opens its musician', async function (this: CueWorld, position: number) {
  this.scrolledTo = await search(this).scrollToRow(position);
  await search(this).openMusicianOfRow(position);
});

When('the visitor opens the musician of {string}', async function (this: CueWorld, title: string) {
  await search(this).openMusicianOf(title);
});

When("the visitor presses the browser's Back button", async function (this: CueWorld) {
  await this.page!.goBack();
});

Then('search result {int} is where the visitor left it in the window', async function (this: CueWorld, position: number) {
  await search(this).expectRowWhereLeft(position, this.scrolledTo ?? { scrollY: 0, rowTop: 0 });
});

Then('the address is the search {string}', async function (this: CueWorld, pathAndQuery: string) {
  await search(this).expectAddress(pathAndQuery);
});

/** The titles of the first `cap` tracks of the search in the address, as the provider orders them, in the page's language. */
async function wholeResultTitles(world: CueWorld, cap: number): Promise<string[]> {
  const address = new URL(world.page!.url());
  const query = new URLSearchParams({ size: String(cap) });
  const q = address.searchParams.get('q');
  if (q) query.set('q', q);
  const sort = address.searchParams.get('sort');
  if (sort) query.set('sort', sort);
  const genre = address.searchParams.get('genre');
  if (genre) query.set('genreId', genre);
  for (const keyword of address.searchParams.getAll('keyword')) query.append('keywordId', keyword);
  const response = await fetch(`${currentEnvironment().server.url}/api/v1/music?${query.toString()}`);
  const page = ((await response.json()) as { data: { content: Array<{ title: { ko: string; en: string } }> } }).data;
  const language = (await world.page!.evaluate(() => document.documentElement.lang)) === 'en' ? 'en' : 'ko';
  return page.content.map((track) => track.title[language].trim() || track.title[language === 'en' ? 'ko' : 'en'].trim());
}

When('the visitor scrolls to the bottom of the search results', async function (this: CueWorld) {
  await search(this).scrollToBottom();
});

Then("the results' heading {string} has the focus, at the top of the window below the header", async function (this: CueWorld, total: string) {
  await search(this).expectHeadingFocusedAtTop(total);
});

Then('search result {int} is in view', async function (this: CueWorld, position: number) {
  await search(this).expectRowInView(position);
});

When('the visitor opens the music search at {string}', async function (this: CueWorld, query: string) {
  await search(this).open(query);
});

Then('the keyword filter offers {string}', async function (this: CueWorld, option: string) {
  await eventually(
    () => search(this).keywordOptionTexts(),
    (options) => ok(options.includes(option), `the keyword filter offers ${options.join(' | ')}`),
  );
});

When('the visitor adds the keyword {string}', async function (this: CueWorld, keyword: string) {
  await search(this).addKeyword(keyword);
});

Then('the keyword chips read {string}', async function (this: CueWorld, chips: string) {
  await search(this).expectKeywordChips(list(chips));
});

Then('the music search explains {string}', async function (this: CueWorld, hint: string) {
  await search(this).expectEmptyHint(hint);
});

When(/^the visitor chooses "([^"]+)" in the (tempo|length|key) filter$/, async function (this: CueWorld, label: string, which: 'tempo' | 'length' | 'key') {
  await search(this).chooseFilter(which, label);
});

Then(/^the (tempo|length|key) filter reads "([^"]+)"$/, async function (this: CueWorld, which: 'tempo' | 'length' | 'key', label: string) {
  await search(this).expectFilterReads(which, label);
});

When('the visitor loosens the search with {string}', async function (this: CueWorld, label: string) {
  await search(this).loosen(label);
});

Then('the search address carries no {string}', async function (this: CueWorld, name: string) {
  await search(this).expectAddressLacks(name);
});
