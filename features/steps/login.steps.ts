import { Given, Then, When } from '@cucumber/cucumber';
import { LoginPage } from '../support/pages/LoginPage';
import { mockApi } from '../support/pages/MockApi';
import type { CueWorld } from '../support/world';
import { shell } from './shell.steps';

/** The login page of this scenario's browser tab. */
export const loginPage = (world: CueWorld) => new LoginPage(world.page!);

Given('a member who is logged in as {string} and reads Cue Connect in {word}', async function (this: CueWorld, login: string, language: string) {
  await shell(this).prepareLoggedIn(language, login);
});

Given('the server rejects the next login as invalid input', async function (this: CueWorld) {
  this.expectProblems(/Failed to load resource: the server responded with a status of 400/);
  await mockApi.injectFault('login', { kind: 'status', status: 400 }, 1);
});

Given('the server fails the next login with an internal error', async function (this: CueWorld) {
  this.expectProblems(/Failed to load resource: the server responded with a status of 500/);
  await mockApi.injectFault('login', { kind: 'status', status: 500 }, 1);
});

Given('the connection drops whenever the visitor logs in', async function (this: CueWorld) {
  this.expectProblems(/Failed to load resource: net::ERR_/);
  // Not just once: Chromium silently retries a request whose kept-alive connection dropped.
  await mockApi.injectFault('login', { kind: 'network' });
});

When('the visitor logs in as {string} with the password {string}', async function (this: CueWorld, login: string, password: string) {
  // A refused login (wrong password 401, blocked account 403) is logged by the browser: it is what these scenarios test.
  this.expectProblems(/Failed to load resource: the server responded with a status of 40[13] .*\/api\/v1\/user\/login\)$/);
  await loginPage(this).fill(login, password);
  await loginPage(this).submit();
});

When('the visitor types {string} and {string} and presses Enter', async function (this: CueWorld, login: string, password: string) {
  await loginPage(this).fill(login, password);
  await loginPage(this).submitWithEnter();
});

When('the visitor presses the login button without filling in the form', async function (this: CueWorld) {
  await loginPage(this).ensureOpen();
  await loginPage(this).submit();
});

Then('the login form says {string} under the login id', async function (this: CueWorld, message: string) {
  await loginPage(this).expectFieldMessage('login id', message);
});

Then('the login form says {string} under the password', async function (this: CueWorld, message: string) {
  await loginPage(this).expectFieldMessage('password', message);
});

Then('the login page says {string}', async function (this: CueWorld, message: string) {
  await loginPage(this).expectFailure(message);
});

Then('the login form still holds {string} and {string}', async function (this: CueWorld, login: string, password: string) {
  await loginPage(this).expectStillOnLoginPage();
  await loginPage(this).expectValues(login, password);
});
