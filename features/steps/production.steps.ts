import { Given, Then, When } from '@cucumber/cucumber';
import { strictEqual } from 'node:assert/strict';
import { ProductionPages } from '../support/pages/ProductionPages';
import type { CueWorld } from '../support/world';
import { shell } from './shell.steps';

const production = (world: CueWorld) => new ProductionPages(world.page!);

Given('a producer without an industry profile is logged in and reads Cue Connect in {word}', async function (this: CueWorld, language: string) {
  await ProductionPages.withdrawIndustryProfile('user@cue.test');
  await shell(this).prepareLoggedIn(language, 'user@cue.test');
});

When('the producer opens My Page', async function (this: CueWorld) {
  await production(this).openMyPage();
});

When('the producer sends an industry profile for {string} as {string} without a filmography link', async function (this: CueWorld, company: string, role: string) {
  await production(this).fillIndustryProfile(company, role);
  await production(this).sendIndustryProfile();
});

Then("the industry profile's {string} field says {string}", async function (this: CueWorld, field: string, text: string) {
  await production(this).expectIndustryText(text, field);
});

When('the producer adds the filmography link {string} and sends it again', async function (this: CueWorld, url: string) {
  await production(this).fillFilmography(url);
  await production(this).sendIndustryProfile();
});

Then('the industry profile shows {string}', async function (this: CueWorld, text: string) {
  await production(this).expectIndustryText(text);
});

When('the producer starts a new film project from the program page titled {string} and {string}', async function (this: CueWorld, ko: string, en: string) {
  await production(this).startProjectFromProgram();
  await production(this).fillProject({ titleKo: ko, titleEn: en });
});

When('the producer submits the project', async function (this: CueWorld) {
  // The provider refuses an incomplete project (422 PROJECT_INCOMPLETE), which the browser logs.
  this.expectProblems(/status of 422/);
  await production(this).submitProject();
});

Then('the project form says {string} under each of {string}', async function (this: CueWorld, text: string, fields: string) {
  for (const field of fields.split(',').map((name) => name.trim())) await production(this).expectFieldSays(field, text);
});

Then("the project's title {string} still reads {string}", async function (this: CueWorld, field: string, value: string) {
  strictEqual(await production(this).valueOf(field), value);
});

When('the producer completes the project and submits it', async function (this: CueWorld) {
  await production(this).completeProject();
  await production(this).submitProject();
});

Then('the project shows the status {string}', async function (this: CueWorld, status: string) {
  await production(this).expectStatus(status);
});
