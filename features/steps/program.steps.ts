import { Given, Then, When } from '@cucumber/cucumber';
import { closeSeedRound, openRoundWithUpcomingComposerWindow } from '../support/programApi';
import { ProgramPage } from '../support/pages/ProgramPage';
import type { CueWorld } from '../support/world';

const program = (world: CueWorld) => new ProgramPage(world.page!);

Given('the program office has closed the open round', async function () {
  await closeSeedRound();
});

Given('the program office has opened a round whose composer window opens in {int} days', async function (days: number) {
  await openRoundWithUpcomingComposerWindow(days);
});

When('the visitor opens the matching program page', async function (this: CueWorld) {
  await program(this).open();
});

When('the visitor follows {string} on the home page', async function (this: CueWorld, link: string) {
  await program(this).follow('/', link);
});

When('the visitor follows {string} on the notice board, which names {string}', async function (this: CueWorld, link: string, text: string) {
  await program(this).follow('/notice-list', link, text);
});

Then('the matching program page is headed {string}', async function (this: CueWorld, heading: string) {
  await program(this).expectHeading(heading);
});

Then('the row {string} says {string}', async function (this: CueWorld, term: string, text: string) {
  await program(this).expectDateRowIncludes(term, text);
});

Then('the matching program page says {string}', async function (this: CueWorld, text: string) {
  await program(this).expectText(text);
});
