import { Given, Then, When } from '@cucumber/cucumber';
import { ShellPage } from '../support/pages/ShellPage';
import type { CueWorld } from '../support/world';

/** Steps every shell feature shares: the visitor's language, opening an address, the page shown. */
export const shell = (world: CueWorld) => new ShellPage(world.page!);

Given('a visitor who reads Cue Connect in {word}', async function (this: CueWorld, language: string) {
  await shell(this).prepare({ language });
});

Given('the window is {int} pixels wide', async function (this: CueWorld, width: number) {
  await this.page!.setViewportSize({ width, height: width < 768 ? 844 : 900 });
});

When('the visitor opens the address {string}', async function (this: CueWorld, path: string) {
  await shell(this).open(path);
});

When('the visitor follows {string}', async function (this: CueWorld, label: string) {
  await shell(this).press(label);
});

Then('the page {string} is shown', async function (this: CueWorld, title: string) {
  await shell(this).expectPageHeading(title);
});

Then('the browser tab reads {string}', async function (this: CueWorld, title: string) {
  await shell(this).expectDocumentTitle(title);
});
