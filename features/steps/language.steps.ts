import { Given, Then } from '@cucumber/cucumber';
import type { CueWorld } from '../support/world';

Given('a visitor is reading the login page in {word}', async function (this: CueWorld, language: string) {
  await this.app.open('/login');
  await this.app.chooseLanguage(language);
});

Then('the language control shows {string} as the current language', async function (this: CueWorld, label: string) {
  await this.app.expectCurrentLanguage(label);
});

Then('the page is marked as written in {string}', async function (this: CueWorld, code: string) {
  await this.app.expectDocumentLanguage(code);
});
