import { Given, Then, When } from '@cucumber/cucumber';
import { mockApi } from '../support/pages/MockApi';
import type { CueWorld } from '../support/world';
import { shell } from './shell.steps';

Given('a listener who is logged in and reads Cue Connect in {word}', async function (this: CueWorld, language: string) {
  await shell(this).prepareLoggedIn(language);
  await shell(this).open('/');
});

Given('the server takes {float} seconds to answer a logout', async function (this: CueWorld, seconds: number) {
  await mockApi.injectFault('logout', { kind: 'delay', ms: seconds * 1000 });
});

When('the listener presses {string}', async function (this: CueWorld, label: string) {
  await shell(this).press(label);
});

Then('a dimmed overlay with a spinner covers the page', async function (this: CueWorld) {
  await shell(this).expectLoadingOverlay();
});

Then('the overlay goes away and the header offers {string}', async function (this: CueWorld, label: string) {
  await shell(this).expectNoLoadingOverlay();
  await this.page!.getByRole('banner').getByText(label, { exact: true }).waitFor();
});
