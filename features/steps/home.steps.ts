import { Given, Then, When } from '@cucumber/cucumber';
import { NavigationPage } from '../support/pages/NavigationPage';
import type { DemoRole } from '../support/pages/AppPage';
import type { CueWorld } from '../support/world';

const list = (text: string) => text.split(',').map((entry) => entry.trim());
export const navigation = (world: CueWorld) => new NavigationPage(world.page!);

Given('a first-time visitor opens the home page', async function (this: CueWorld) {
  await this.app.open('/');
});

Given('a visitor is reading the home page in {word}', async function (this: CueWorld, language: string) {
  await this.app.open('/');
  await this.app.chooseLanguage(language);
});

Given(/^an? (musician|general user) is logged in and reading the home page in (\w+)$/, async function (this: CueWorld, role: DemoRole, language: string) {
  await this.app.open('/');
  await this.app.chooseLanguage(language);
  await this.app.logIn(role);
});

Given('a visitor whose system prefers a {word} appearance opens the home page', async function (this: CueWorld, appearance: 'light' | 'dark') {
  await this.app.emulateSystemAppearance(appearance);
  await this.app.open('/');
});

When('the visitor picks {string} with the language control', async function (this: CueWorld, language: string) {
  await this.app.chooseLanguage(language);
});

When('the visitor follows the logo {string}', async function (this: CueWorld, name: string) {
  await this.app.followLogo(name);
});

/** Logging out: a call of the page still on its way comes back 401, which the browser logs; the app stays quiet. */
const LOGOUT_LABELS = ['로그아웃', 'Logout'];
const LATE_CALL_OF_ENDED_SESSION = /status of 401 \(Unauthorized\) \(http:\/\/127\.0\.0\.1:\d+\/api\//;

When(/^the visitor (?:follows|presses) "([^"]+)" in the header$/, async function (this: CueWorld, label: string) {
  if (LOGOUT_LABELS.includes(label)) this.expectProblems(LATE_CALL_OF_ENDED_SESSION);
  await this.app.pressInHeader(label);
});

When(/^the visitor turns dark mode (on|off)$/, async function (this: CueWorld, state: string) {
  await this.app.setDarkMode(state === 'on');
});

Then('the header shows the product wordmark {string}', async function (this: CueWorld, wordmark: string) {
  await this.app.expectWordmark(wordmark);
});

Then('the header offers {string}', async function (this: CueWorld, label: string) {
  await this.app.expectHeaderOffers(label);
});

Then('the address is {string}', async function (this: CueWorld, path: string) {
  await this.app.expectAddress(path);
});

Then('the side navigation reads {string}', async function (this: CueWorld, entries: string) {
  await navigation(this).expectEntries(list(entries));
});

Then('after a reload the side navigation still reads {string}', async function (this: CueWorld, entries: string) {
  await this.app.reload();
  await navigation(this).expectEntries(list(entries));
});

Then(/^the page is shown in the (light|dark) theme$/, async function (this: CueWorld, theme: 'light' | 'dark') {
  await this.app.expectTheme(theme);
});

Then(/^after a reload the page is still shown in the (light|dark) theme$/, async function (this: CueWorld, theme: 'light' | 'dark') {
  await this.app.reload();
  await this.app.expectTheme(theme);
});
