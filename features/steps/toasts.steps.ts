import { Given, Then, When } from '@cucumber/cucumber';
import { mockApi } from '../support/pages/MockApi';
import type { CueWorld } from '../support/world';
import { shell } from './shell.steps';

Given('the server fails with an internal error whenever a user profile is loaded', async function (this: CueWorld) {
  this.expectProblems(/Failed to load resource: the server responded with a status of 500/);
  await mockApi.injectFault('getMyProfile', { kind: 'status', status: 500 });
});

Given('the connection drops whenever a user profile is loaded', async function (this: CueWorld) {
  this.expectProblems(/Failed to load resource: net::ERR_/);
  await mockApi.injectFault('getMyProfile', { kind: 'network' });
});

When('a listener logs in and opens Cue Connect in {word}', async function (this: CueWorld, language: string) {
  await shell(this).prepareLoggedIn(language);
  await shell(this).open('/');
});

Then('a toast says {string}', async function (this: CueWorld, message: string) {
  await shell(this).expectToast(message);
});
