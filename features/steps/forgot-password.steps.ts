import { Given, Then, When } from '@cucumber/cucumber';
import { deepStrictEqual, strictEqual } from 'node:assert/strict';
import { createMockControlClient } from '../../mocks/control/client';
import { currentEnvironment } from '../support/environment';
import { mockApi } from '../support/pages/MockApi';
import { OtherBrowser, PasswordResetPage } from '../support/pages/PasswordResetPage';
import type { CueWorld } from '../support/world';
import { shell } from './shell.steps';

const resetPage = (world: CueWorld) => new PasswordResetPage(world.page!);
const control = () => createMockControlClient({ baseUrl: currentEnvironment().server.url });

/** What a scenario keeps between steps: the link it was sent, another browser of the same account. */
const links = new WeakMap<CueWorld, string>();
const others = new WeakMap<CueWorld, OtherBrowser>();

Given('a visitor who reads Cue Connect in {word} at {int} px', async function (this: CueWorld, language: string, width: number) {
  await shell(this).prepare({ language });
  if (width < 768) await this.app.usePhone();
});

When('the visitor follows {string} on the login page', async function (this: CueWorld, label: string) {
  await resetPage(this).followLinkFromLogin(label);
});

When('asks for a reset link for {string}', async function (this: CueWorld, email: string) {
  await resetPage(this).requestLink(email);
});

Then('the page confirms {string}', async function (this: CueWorld, text: string) {
  await resetPage(this).expectConfirmation(text);
});

Then('the page says {string} under the {word}', async function (this: CueWorld, message: string, field: string) {
  await resetPage(this).expectFieldMessage(field, message);
});

Then('nothing of the page sticks out sideways', async function (this: CueWorld) {
  await resetPage(this).expectNoSidewaysOverflow();
});

Then(
  'the outbox holds one email to {string}, titled {string} and {string}, with a link to {string}',
  async function (this: CueWorld, email: string, ko: string, en: string, path: string) {
    const emails = await resetPage(this).emailsTo(email);
    strictEqual(emails.length, 1, `emails to ${email}: ${emails.length}`);
    deepStrictEqual(emails[0]!.subject, { ko, en });
    strictEqual(new URL(emails[0]!.link, 'http://localhost').pathname, path);
  },
);

Then('the outbox holds no email to {string}', async function (this: CueWorld, email: string) {
  deepStrictEqual(await resetPage(this).emailsTo(email), []);
});

Given('{string} asked for a password reset link', async function (this: CueWorld, email: string) {
  const response = await fetch(`${currentEnvironment().server.url}/api/v1/user/password-reset`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email }),
  });
  strictEqual(response.status, 200);
  links.set(this, (await resetPage(this).newestEmailTo(email)).link);
});

Given('{string} is logged in on another device, on the my page', async function (this: CueWorld, email: string) {
  others.set(this, await OtherBrowser.loggedIn(currentEnvironment().browser, await mockApi.login(email)));
});

Given('the link has expired', async function (this: CueWorld) {
  await control().expirePasswordResets();
});

When('the visitor opens the link from the email', async function (this: CueWorld) {
  await resetPage(this).openLink(links.get(this)!);
});

When('the visitor opens the address {string} from an email', async function (this: CueWorld, path: string) {
  await resetPage(this).openLink(path);
});

When('sets the new password {string}', async function (this: CueWorld, password: string) {
  await resetPage(this).setNewPassword(password);
});

When('types the new password {string} and the confirmation {string} and presses the button', async function (this: CueWorld, password: string, confirmation: string) {
  await resetPage(this).setNewPassword(password, confirmation);
});

Then('the page is titled {string}', async function (this: CueWorld, title: string) {
  await resetPage(this).expectTitle(title);
});

Then('the page tells {string}', async function (this: CueWorld, text: string) {
  await resetPage(this).expectCallout('status', text);
});

Then('the page warns {string}', async function (this: CueWorld, text: string) {
  // Opening a dead link answers 404 or 410, which the browser logs: that is what these scenarios test.
  this.expectProblems(/Failed to load resource: the server responded with a status of (404|410) .*password-reset/);
  await resetPage(this).expectCallout('alert', text);
});

When('the visitor presses {string} on the page', async function (this: CueWorld, label: string) {
  await resetPage(this).press(label);
});

When('the visitor follows {string} on the page', async function (this: CueWorld, label: string) {
  await resetPage(this).follow(label);
});

Then('the login form holds the login id {string}', async function (this: CueWorld, email: string) {
  await resetPage(this).expectLoginIdFilled(email);
});

Then('the other device is sent to the login page when it reloads', async function (this: CueWorld) {
  const other = others.get(this)!;
  try {
    await other.expectSentToLoginOnReload();
  } finally {
    await other.close();
  }
});
