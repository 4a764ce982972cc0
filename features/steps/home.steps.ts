import { Given, Then, When } from '@cucumber/cucumber';
import type { CueWorld } from '../support/world';

const list = (text: string) => text.split(',').map((entry) => entry.trim());

Given('a first-time visitor opens the home page', async function (this: CueWorld) {
  await this.app.open('/');
});

Given('a visitor is reading the home page in {word}', async function (this: CueWorld, language: string) {
  await this.app.open('/');
  await this.app.chooseLanguage(language);
});

When('the visitor picks {string} with the language control', async function (this: CueWorld, language: string) {
  await this.app.chooseLanguage(language);
});

Then('the header shows the product wordmark {string}', async function (this: CueWorld, wordmark: string) {
  await this.app.expectWordmark(wordmark);
});

Then('the side navigation reads {string}', async function (this: CueWorld, entries: string) {
  await this.app.expectSideNavigation(list(entries));
});

Then('after a reload the side navigation still reads {string}', async function (this: CueWorld, entries: string) {
  await this.app.reload();
  await this.app.expectSideNavigation(list(entries));
});
