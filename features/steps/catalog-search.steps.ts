import { Given, Then, When } from '@cucumber/cucumber';
import { mockApi } from '../support/pages/MockApi';
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

Then('the music search fails with {string}', async function (this: CueWorld, message: string) {
  await search(this).expectFailure(message);
});

Then(
  'the music search shows {string}, the genre {string}, the keyword {string} and the order {string}',
  async function (this: CueWorld, query: string, genre: string, keyword: string, sort: string) {
    await search(this).expectRestored(query, genre, keyword, sort);
  },
);
