import { Given, Then } from '@cucumber/cucumber';
import { strictEqual } from 'node:assert/strict';
import { createMockControlClient } from '../../mocks/control/client';
import { signUpRequest } from '../../mocks/testing/users';
import { currentEnvironment } from '../support/environment';
import { eventually } from '../support/eventually';
import { PasswordResetPage } from '../support/pages/PasswordResetPage';
import type { CueWorld } from '../support/world';

const control = () => createMockControlClient({ baseUrl: currentEnvironment().server.url });

/** A refused attempt answers 429, which the browser logs: that is what these scenarios test. */
const REFUSED = /Failed to load resource: the server responded with a status of 429 .*\/api\/v1\/user\/(login|password-reset|sign-up(\/check\/(login|nickname))?)\)$/;

/** Calls the public API from outside the page, as another device would; answers the HTTP status. */
async function post(path: string, body: unknown): Promise<number> {
  const response = await fetch(`${currentEnvironment().server.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  await response.body?.cancel();
  return response.status;
}

/** Sends `times` calls, each of which must get `status`. */
async function repeat(times: number, status: number, call: (attempt: number) => Promise<number>): Promise<void> {
  for (let attempt = 1; attempt <= times; attempt += 1) strictEqual(await call(attempt), status, `attempt ${attempt} of ${times}`);
}

Given('someone has typed a wrong password for {string} {int} times', async function (this: CueWorld, login: string, times: number) {
  this.expectProblems(REFUSED);
  await repeat(times, 401, (attempt) => post('/api/v1/user/login', { login, password: `wrong-password-${attempt}` }));
});

Given('someone has asked for a reset link for {string} {int} times', async function (this: CueWorld, email: string, times: number) {
  this.expectProblems(REFUSED);
  await repeat(times, 200, () => post('/api/v1/user/password-reset', { email }));
});

Given('someone has checked {int} {word}', async function (this: CueWorld, times: number, what: string) {
  if (what !== 'emails' && what !== 'nicknames') throw new Error(`Unknown check ${what}: use emails or nicknames.`);
  this.expectProblems(REFUSED);
  await repeat(times, 200, (attempt) =>
    what === 'emails'
      ? post('/api/v1/user/sign-up/check/login', { login: `taken-or-not-${attempt}@cue.test` })
      : post('/api/v1/user/sign-up/check/nickname', { nickName: `이름${attempt}` }),
  );
});

/** As the sign-up form does for each person: both checks when the fields are left, once more each, then the sign-up. */
Given('{int} people have signed up from the same network', async function (this: CueWorld, people: number) {
  this.expectProblems(REFUSED);
  for (let person = 1; person <= people; person += 1) {
    const login = `venue-${person}-${Date.now()}@cue.test`;
    const nickName = `관객${person}${Date.now() % 1000}`;
    await repeat(2, 200, () => post('/api/v1/user/sign-up/check/login', { login }));
    await repeat(2, 200, () => post('/api/v1/user/sign-up/check/nickname', { nickName }));
    await repeat(1, 201, () => post('/api/v1/user/sign-up', { ...signUpRequest({ login, nickName }) }));
  }
});

Given('the {int} minutes have passed', async function (this: CueWorld, _minutes: number) {
  await control().expireThrottles();
});

Given('the mock allows {int} attempts per {int} minute(s)', async function (this: CueWorld, attempts: number, minutes: number) {
  await control().setThrottleSettings({ throttleAttempts: attempts, throttleWindowSeconds: minutes * 60 });
});

Given('the mock allows each visitor {int} email or nickname checks per {int} minutes', async function (this: CueWorld, attempts: number, minutes: number) {
  await control().setThrottleSettings({ clientCheckBudgets: [{ attempts, windowSeconds: minutes * 60 }] });
});

Then('the reset request is refused with {string}', async function (this: CueWorld, message: string) {
  await new PasswordResetPage(this.page!).expectCallout('alert', message);
});

Then('the outbox holds {int} emails to {string}', async function (this: CueWorld, count: number, email: string) {
  await eventually(
    async () => (await control().listOutbox(email)).length,
    (actual) => strictEqual(actual, count),
  );
});
