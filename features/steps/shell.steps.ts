import { Given, Then, When } from '@cucumber/cucumber';
import { ok } from 'node:assert/strict';
import { eventually } from '../support/eventually';
import { ShellPage } from '../support/pages/ShellPage';
import type { CueWorld } from '../support/world';

/** Steps every shell feature shares: the visitor's language, opening an address, the page shown. */
export const shell = (world: CueWorld) => new ShellPage(world.page!);

Given('a visitor who reads Cue Connect in {word}', async function (this: CueWorld, language: string) {
  await shell(this).prepare({ language });
});

Given('the window is {int} pixels wide', async function (this: CueWorld, width: number) {
  const phone = width < 768;
  await this.page!.setViewportSize({ width, height: phone ? 844 : 900 });
  // The app answers the new width on its next render (a phone gets the drawer instead of the side navigation):
  // a press before then would reach the layout of the old width.
  await eventually(
    () =>
      this.page!.evaluate(() =>
        document.querySelector('.app-shell') ? [...document.querySelectorAll('.app-side-nav')].some((nav) => !nav.closest('.bp6-drawer')) : undefined,
      ),
    (sideNavigation) => ok(sideNavigation === undefined || sideNavigation === !phone, `the layout did not follow the window to ${width} px`),
  );
});

When('the visitor opens the address {string}', async function (this: CueWorld, path: string) {
  // An address that opens no page answers 404 (with the app, which shows the not-found screen): the browser logs
  // that document's status, and only that document's is expected.
  const address = path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  this.expectProblems(new RegExp(`Failed to load resource: the server responded with a status of 404 \\(Not Found\\) \\(http://[^/]+${address}\\)$`));
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
