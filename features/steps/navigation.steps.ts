import { Given, Then, When } from '@cucumber/cucumber';
import type { CueWorld } from '../support/world';
import { navigation } from './home.steps';

Given('a visitor is reading the home page in {word} on a phone', async function (this: CueWorld, language: string) {
  await this.app.usePhone();
  await this.app.open('/');
  await this.app.chooseLanguage(language);
});

When('the visitor chooses {string} in the side navigation', async function (this: CueWorld, label: string) {
  await navigation(this).choose(label);
});

When('the visitor closes the {string} group', async function (this: CueWorld, label: string) {
  await navigation(this).closeGroup(label);
});

When('the visitor later opens {string} directly', async function (this: CueWorld, path: string) {
  await this.app.open(path);
});

When('the visitor tabs to {string}', async function (this: CueWorld, label: string) {
  await navigation(this).tabTo(label);
});

When('the visitor tabs to the {string} group and presses Enter', async function (this: CueWorld, label: string) {
  await navigation(this).tabTo(label, 'button');
  await this.app.pressKey('Enter');
});

When(/^the visitor presses (Enter|Escape)$/, async function (this: CueWorld, key: string) {
  await this.app.pressKey(key);
});

When('the visitor presses the menu button', async function (this: CueWorld) {
  await navigation(this).toggleMenu();
});

When('the visitor taps beside the drawer', async function (this: CueWorld) {
  await navigation(this).tapBesideDrawer();
});

Then('the side navigation is {int} pixels wide', async function (this: CueWorld, pixels: number) {
  await navigation(this).expectWidth(pixels);
});

Then('the side navigation is hidden', async function (this: CueWorld) {
  await navigation(this).expectHidden();
});

Then('{string} is highlighted as the current page', async function (this: CueWorld, label: string) {
  await navigation(this).expectCurrent(label);
});

Then('the keyboard focus is clearly visible on {string}', async function (this: CueWorld, label: string) {
  await navigation(this).expectFocusRing(label);
});

Then(/^the "([^"]+)" group is (open|closed)$/, async function (this: CueWorld, label: string, state: 'open' | 'closed') {
  await navigation(this).expectGroup(label, state);
});

Then('the navigation drawer is open, {int} pixels wide', async function (this: CueWorld, pixels: number) {
  await navigation(this).expectDrawerOpen(pixels);
});

Then('the navigation drawer is closed', async function (this: CueWorld) {
  await navigation(this).expectDrawerClosed();
});
