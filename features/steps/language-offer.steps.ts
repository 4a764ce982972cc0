import { ok } from 'node:assert/strict';
import { Given, Then, When } from '@cucumber/cucumber';
import { LanguageOfferPage } from '../support/pages/LanguageOfferPage';
import type { CueWorld } from '../support/world';

const offer = (world: CueWorld) => new LanguageOfferPage(world.page!);

/** What a browser that prefers English sends and tells scripts. */
const PREFERS_ENGLISH = ['en-US', 'en'] as const;

Given('a first-time visitor whose browser prefers English opens the home page', async function (this: CueWorld) {
  await offer(this).preferLanguages(PREFERS_ENGLISH);
  await this.app.open('/');
});

Given('a visitor whose browser prefers English is reading the home page in {word}', async function (this: CueWorld, language: string) {
  await offer(this).preferLanguages(PREFERS_ENGLISH);
  await this.app.open('/');
  await this.app.chooseLanguage(language);
  await this.app.reload();
});

Then('the page offers {string} with {string} and {string}', async function (this: CueWorld, message: string, accept: string, dismiss: string) {
  await offer(this).expectOffer(message, accept, dismiss);
});

Then('the offer has moved nothing on the page', async function (this: CueWorld) {
  const shift = await offer(this).layoutShift();
  ok(shift < 0.02, `the page moved by a layout shift of ${shift.toFixed(3)} (Lighthouse's good CLS is under 0.1, the project's target 0.02)`);
});

When('the visitor presses {string} in the language offer', async function (this: CueWorld, label: string) {
  await offer(this).press(label);
});

Then('the page offers no other language', async function (this: CueWorld) {
  await offer(this).expectNone();
});
