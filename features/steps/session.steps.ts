import { Given, Then, When } from '@cucumber/cucumber';
import { MyPagePage } from '../support/pages/MyPagePage';
import { SessionPage } from '../support/pages/SessionPage';
import type { CueWorld } from '../support/world';
import { reloadInApp } from '../support/pages/openInApp';

/** One session helper per scenario (it remembers the tokens of the login). */
const sessions = new WeakMap<CueWorld, SessionPage>();
const session = (world: CueWorld) => {
  let found = sessions.get(world);
  if (!found) sessions.set(world, (found = new SessionPage(world.page!)));
  return found;
};

/** The browser reports each 401 answer as a console error; the refresh that follows is the point. */
const EXPIRED_CALLS = /status of 401|401 \(Unauthorized\)/;

Given('a general user is logged in and reading their my page in {word}', { timeout: 60_000 }, async function (this: CueWorld, language: string) {
  await this.app.open('/');
  await this.app.chooseLanguage(language);
  await session(this).logInByApi('general user');
  // The page has shown the account: no call of the first page load is still on its way when access expires.
  await new MyPagePage(this.page!).open();
});

When('their access expires while they keep using the page', { timeout: 40_000 }, async function (this: CueWorld) {
  this.expectProblems(EXPIRED_CALLS);
  await session(this).expireAccess('general user');
  await this.app.reload();
});

When('their access expires and the session can no longer be renewed', async function (this: CueWorld) {
  this.expectProblems(EXPIRED_CALLS);
  await session(this).breakRefresh();
  await session(this).expireAccess('general user');
  await reloadInApp(this.page!);
});

Given('a general user has logged in on the login page in {word}', { timeout: 60_000 }, async function (this: CueWorld, language: string) {
  await this.app.open('/login');
  await this.app.chooseLanguage(language);
  await session(this).startClock();
  await session(this).logInOnLoginPage('general user');
});

When('14 and a half minutes pass and the user opens their my page from the menu', { timeout: 40_000 }, async function (this: CueWorld) {
  // The provider's clock moved on too: the tokens of the login now expire within the minute.
  await session(this).letTimePass('14:30', 'general user');
  await session(this).openMyPageFromMenu();
});

Then('no call was refused as unauthorized', async function (this: CueWorld) {
  await session(this).expectNoUnauthorizedAnswer();
});

Then('the browser holds a renewed session and no error is shown', async function (this: CueWorld) {
  await session(this).expectRenewedTokens();
  await session(this).expectNoToast();
});

Then('the browser no longer holds the session', async function (this: CueWorld) {
  await session(this).expectNoTokens();
});
