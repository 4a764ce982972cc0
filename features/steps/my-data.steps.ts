import { Given, Then, When } from '@cucumber/cucumber';
import { deepStrictEqual, ok, strictEqual } from 'node:assert/strict';
import type { MyData } from '../../src/lib/api/generated/types.gen';
import { currentEnvironment, scenarioNow } from '../support/environment';
import { DEMO_PASSWORD, mockApi } from '../support/pages/MockApi';
import { MyPagePage } from '../support/pages/MyPagePage';
import { SignUpPage, VALID_PASSWORD } from '../support/pages/SignUpPage';
import type { CueWorld } from '../support/world';
import { shell } from './shell.steps';

const GENERAL_USER = 'user@cue.test';
const DEMO_MUSICIAN = 'musician@cue.test';
/** Every other demo account (README): none of their emails may be in the general user's file. */
const OTHER_DEMO_EMAILS = [
  DEMO_MUSICIAN,
  'newmusician@cue.test',
  'pending@cue.test',
  'pending-user@cue.test',
  'rejected@cue.test',
  'revoked@cue.test',
  'left@cue.test',
  'admin@cue.test',
];

const myPage = (world: CueWorld) => new MyPagePage(world.page!);
/** The file the scenario downloaded: its name and text. */
const downloads = new WeakMap<CueWorld, { name: string; text: string }>();

/** The page's language as Intl names it (`ko` or `en`), from the document. */
const pageLanguage = async (world: CueWorld) => (await world.page!.evaluate(() => document.documentElement.lang)) || 'ko';

/**
 * Today as the app writes it in the page's language: the browser runs in UTC (world.ts), and the provider dates
 * a change with its clock, so a decision made now reads as today's date.
 */
async function today(world: CueWorld): Promise<string> {
  return new Intl.DateTimeFormat(await pageLanguage(world), { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(scenarioNow()));
}

/** The example's text with `{today}` written out. */
async function withToday(world: CueWorld, text: string): Promise<string> {
  return text.includes('{today}') ? text.replaceAll('{today}', await today(world)) : text;
}

/** Calls the API as a demo account (a session of its own, apart from the page's). */
async function callAs<T>(login: string, method: string, path: string, body?: unknown): Promise<T> {
  const { accessToken } = await mockApi.login(login);
  const response = await fetch(`${currentEnvironment().server.url}${path}`, {
    method,
    headers: { authorization: `Bearer ${accessToken}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${await response.text()}`);
  return ((await response.json()) as { data: T }).data;
}

function downloaded(world: CueWorld): { name: string; data: MyData; text: string } {
  const file = downloads.get(world);
  if (!file) throw new Error('No file was downloaded in this scenario.');
  return { ...file, data: JSON.parse(file.text) as MyData };
}

Given('a general user who gets marketing by email but not by text message is on the my page in {word}', async function (this: CueWorld, language: string) {
  // The seed draws each account's marketing consents: the scenario starts from a known state instead.
  await callAs(GENERAL_USER, 'PUT', '/api/v1/my/consents/marketing', { email: true, sms: false });
  await shell(this).prepareLoggedIn(language, GENERAL_USER);
  await myPage(this).open();
});

Given('the server fails whenever marketing consents are changed', async function (this: CueWorld) {
  this.expectProblems(/Failed to load resource: the server responded with a status of 500/);
  await mockApi.injectFault('updateMarketingConsents', { kind: 'status', status: 500 });
});

Given("the server fails whenever the member's data is exported", async function (this: CueWorld) {
  this.expectProblems(/Failed to load resource: the server responded with a status of 500/);
  await mockApi.injectFault('exportMyData', { kind: 'status', status: 500 });
});

When('the member switches off {string}', async function (this: CueWorld, label: string) {
  await myPage(this).switchConsent(label, false);
});

When('the member switches on {string}', async function (this: CueWorld, label: string) {
  await myPage(this).switchConsent(label, true);
});

When('the member reaches {string} with the Tab key and presses Space', async function (this: CueWorld, label: string) {
  await myPage(this).switchConsentWithKeyboard(label);
});

When('the member reloads the my page', async function (this: CueWorld) {
  await this.app.reload();
  await this.page!.locator('.app-my-page-consents').waitFor();
});

When('the member presses {string}', async function (this: CueWorld, label: string) {
  await myPage(this).pressDownload(label);
});

When('the member presses {string} and saves the file', async function (this: CueWorld, label: string) {
  downloads.set(this, await myPage(this).downloadMyData(label));
});

When('the member reaches {string} with the Tab key, presses Enter and saves the file', async function (this: CueWorld, label: string) {
  downloads.set(this, await myPage(this).downloadMyData(label, true));
});

When('the member opens the leave dialog', async function (this: CueWorld) {
  await myPage(this).openLeaveDialog();
});

When(
  'a visitor signs up as a general user with the email {string} and the nickname {string}',
  // A whole form with two duplicate checks: longer than a step's usual 20 s on a busy machine.
  { timeout: 60_000 },
  async function (this: CueWorld, email: string, nickname: string) {
    const signUp = new SignUpPage(this.page!);
    await signUp.shell.open('/sign-up');
    // Filled by hand rather than with fillValidForm: its own fresh email and nickname would spend duplicate checks
    // past the attempt limit (5 per client) before these two are checked.
    await signUp.fillAndCheck('email', email);
    await signUp.fill('password', VALID_PASSWORD);
    await signUp.fill('password confirmation', VALID_PASSWORD);
    await signUp.fill('name', '김하늘');
    // The duplicate checks answer "free" for the email and nickname of the account that left.
    await signUp.fillAndCheck('nickname', nickname);
    await signUp.fill('phone', '01012345678');
    await signUp.chooseRole('general user');
    for (const consent of ['terms', 'personal information', 'age over 14'] as const) await signUp.tick(consent);
    await signUp.submit();
  },
);

Then('the consents show {string} as {string}', async function (this: CueWorld, label: string, value: string) {
  await myPage(this).expectAgreement(label, value);
});

Then('the consent {string} is {word}, reading {string}', async function (this: CueWorld, label: string, state: string, status: string) {
  await myPage(this).expectConsent(label, state === 'on', await withToday(this, status));
});

Then('the keyboard focus is still on {string}', async function (this: CueWorld, label: string) {
  await myPage(this).expectConsentFocused(label);
});

Then('a toast confirms {string}', async function (this: CueWorld, message: string) {
  await shell(this).expectToast(await withToday(this, message));
});

Then('the file is named {string}', async function (this: CueWorld, pattern: string) {
  // The browser runs in UTC (world.ts): its day is UTC's.
  const day = new Date(scenarioNow()).toISOString().slice(0, 10);
  strictEqual(downloaded(this).name, pattern.replace("{today's day}", day));
});

Then("the file holds the member's own account, consents, likes and shortlists", async function (this: CueWorld) {
  const login = GENERAL_USER;
  const { data, text } = downloaded(this);
  ok(text.startsWith('{\n  "'), 'the file is pretty-printed JSON');
  const profile = await callAs<{ userId: number; email: string; nickname: string; consents: unknown }>(login, 'GET', '/api/v1/my/profile');
  deepStrictEqual(
    { userId: data.account.userId, email: data.account.email, nickname: data.account.nickname },
    { userId: profile.userId, email: login, nickname: profile.nickname },
  );
  deepStrictEqual(data.consents, profile.consents);
  const likes = await callAs<{ content: Array<{ musicFileId: number }> }>(login, 'GET', '/api/v1/my/likes?page=1&size=100');
  ok(likes.content.length > 0, 'the demo user likes some tracks');
  deepStrictEqual(data.likes.map((like) => like.musicFileId).sort(), likes.content.map((track) => track.musicFileId).sort());
  const shortlists = await callAs<Array<{ shortlistId: number; name: string; musicFileIds: number[] }>>(login, 'GET', '/api/v1/shortlists');
  ok(shortlists.length > 0, 'the demo user has shortlists');
  const byId = (a: { shortlistId: number }, b: { shortlistId: number }) => a.shortlistId - b.shortlistId;
  deepStrictEqual(
    data.shortlists.map((list) => ({ shortlistId: list.shortlistId, name: list.name, musicFileIds: list.entries.map((entry) => entry.musicFileId) })).sort(byId),
    shortlists.map(({ shortlistId, name, musicFileIds }) => ({ shortlistId, name, musicFileIds })).sort(byId),
  );
});

Then("the file holds no password hash, no token and no other member's email", async function (this: CueWorld) {
  const { text } = downloaded(this);
  ok(!text.includes('passwordHash'), 'no password hash');
  ok(!/password/i.test(text), 'no password of any kind');
  ok(!/token/i.test(text), 'no token');
  for (const email of OTHER_DEMO_EMAILS) ok(!text.includes(email), `no ${email}`);
  const emails = new Set(text.match(/[\w.+-]+@[\w-]+(\.[\w-]+)+/g));
  deepStrictEqual([...emails], [GENERAL_USER]);
});

Then('the file holds the musician profile and the tracks of the demo musician', async function (this: CueWorld) {
  const { data } = downloaded(this);
  const profile = await callAs<{ musicianId: number | null }>(DEMO_MUSICIAN, 'GET', '/api/v1/my/profile');
  strictEqual(data.account.email, DEMO_MUSICIAN);
  strictEqual(data.musicianProfile?.musicianId, profile.musicianId);
  const own = await callAs<{ tracks: Array<{ musicFileId: number }> }>(DEMO_MUSICIAN, 'GET', '/api/v1/musician/profile');
  ok(own.tracks.length > 0, 'the demo musician has tracks');
  deepStrictEqual(data.tracks.map((track) => track.musicFileId).sort(), own.tracks.map((track) => track.musicFileId).sort());
});

// Regular expressions: an item may quote a word ("left").
Then(/^the leave dialog lists as removed "(.*)"$/, async function (this: CueWorld, items: string) {
  await myPage(this).expectLeaveList('removed', items.split(' / '));
});

Then(/^the leave dialog lists as kept "(.*)"$/, async function (this: CueWorld, items: string) {
  await myPage(this).expectLeaveList('kept', items.split(' / '));
});

Then('the leave dialog links {string} to the privacy policy', async function (this: CueWorld, text: string) {
  await myPage(this).expectPrivacyPolicyLink(text);
});

Then('the sign-up goes through to the login page', async function (this: CueWorld) {
  await new SignUpPage(this.page!).expectOnLoginPage();
});

Then('{string} logs in with the new password and is called {string}', async function (this: CueWorld, login: string, nickname: string) {
  const profile = await mockApi.profileOf(login, VALID_PASSWORD);
  strictEqual(profile.nickname, nickname);
  strictEqual(profile.email, login);
  await mockApi.login(login, DEMO_PASSWORD).then(
    () => Promise.reject(new Error('the old password still logs in')),
    () => undefined,
  );
});
