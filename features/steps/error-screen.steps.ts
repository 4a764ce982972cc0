import { Given, Then, When } from '@cucumber/cucumber';
import type { CueWorld } from '../support/world';
import { shell } from './shell.steps';

Given("the {word} page's code cannot be downloaded", async function (this: CueWorld, page: string) {
  this.expectProblems(/Failed to load resource: net::ERR_INTERNET_DISCONNECTED/);
  await shell(this).breakPageCode(page);
});

When('the connection comes back and the visitor presses {string}', async function (this: CueWorld, label: string) {
  await shell(this).restorePageCode();
  await shell(this).press(label);
});

Then(
  'the error screen shows {string} {string} and a {string} about a module that failed to load',
  async function (this: CueWorld, nameLabel: string, name: string, messageLabel: string) {
    await shell(this).expectErrorFacts({ [nameLabel]: name, [messageLabel]: /^Failed to fetch dynamically imported module: / });
  },
);

Then(
  'the error screen shows {string} {string} and {string} {string}',
  async function (this: CueWorld, statusLabel: string, status: string, statusTextLabel: string, statusText: string) {
    await shell(this).expectErrorFacts({ [statusLabel]: status, [statusTextLabel]: statusText });
  },
);

Then('the error screen offers {string} and {string}', async function (this: CueWorld, first: string, second: string) {
  await shell(this).expectErrorActions([first, second]);
});
