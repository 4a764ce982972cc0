import { Given, Then, When } from '@cucumber/cucumber';
import { strictEqual } from 'node:assert/strict';
import { createMockControlClient } from '../../mocks/control/client';
import { DEMO_PASSWORD } from '../../mocks/seed/demoAccounts';
import { currentEnvironment } from '../support/environment';
import { DevPanelPage } from '../support/pages/DevPanelPage';
import { NavigationPage } from '../support/pages/NavigationPage';
import type { CueWorld } from '../support/world';

const devPanel = (world: CueWorld) => new DevPanelPage(world.page!);
const mockControl = () => createMockControlClient({ baseUrl: currentEnvironment().server.url });

Given('someone trying the app offline opens the mock developer panel in {word}', async function (this: CueWorld, language: string) {
  await this.app.open('/?dev');
  await this.app.chooseLanguage(language);
  await devPanel(this).open();
});

Given('someone trying the app offline reads the home page in {word} at {int} px', async function (this: CueWorld, language: string, width: number) {
  if (width < 768) await this.app.usePhone();
  await this.app.open('/?dev');
  await this.app.chooseLanguage(language);
});

Given('a visitor reads the home page of the demo in {word}', async function (this: CueWorld, language: string) {
  await this.app.open('/');
  await this.app.chooseLanguage(language);
});

Then('the navigation offers no {string}', async function (this: CueWorld, label: string) {
  await devPanel(this).expectNoLauncher(label);
});

When('a developer opens the address {string} and then the musician list from the navigation', async function (this: CueWorld, address: string) {
  await this.app.open(address);
  await this.page!.getByRole('navigation').locator('a[href="/musician-list"]').filter({ visible: true }).click();
  await this.page!.waitForURL((url) => url.pathname === '/musician-list' && url.search === '');
});

When('they open the address {string}', async function (this: CueWorld, address: string) {
  await this.app.open(address);
});

When('they open the navigation drawer', async function (this: CueWorld) {
  await new NavigationPage(this.page!).toggleMenu();
});

Then("the navigation's foot offers {string}, over no content", async function (this: CueWorld, label: string) {
  await devPanel(this).expectLauncherInNavigationFoot(label);
  await devPanel(this).expectNoFloatingLauncher();
});

When('they open the panel from there', async function (this: CueWorld) {
  await devPanel(this).open();
});

Given('{string} asked for a password reset', async function (this: CueWorld, email: string) {
  const response = await this.context!.request.post('/api/v1/user/password-reset', { data: { email } });
  strictEqual(response.status(), 200);
});

Then('the outbox lists an email to {string} titled {string}, {string}, with its link', async function (this: CueWorld, email: string, subject: string, toLabel: string) {
  await devPanel(this).expectOutboxEmail(email, subject, toLabel);
});

When('they follow the link of the email to {string}', async function (this: CueWorld, email: string) {
  await devPanel(this).followOutboxLink(email);
});

Given('{string} was approved earlier', async function (this: CueWorld, email: string) {
  await mockControl().approveUser(email);
});

Then('the panel is titled {string}', async function (this: CueWorld, title: string) {
  await devPanel(this).expectTitle(title);
});

When('they approve {string}, who is waiting for approval', async function (this: CueWorld, email: string) {
  await devPanel(this).expectPending(email, true);
  await devPanel(this).approve(email);
});

Then('the panel says {string}', async function (this: CueWorld, message: string) {
  await devPanel(this).expectMessage(message);
});

Then('{string} is no longer waiting for approval and can log in', async function (this: CueWorld, email: string) {
  await devPanel(this).expectPending(email, false);
  const response = await this.context!.request.post('/api/v1/user/login', { data: { login: email, password: DEMO_PASSWORD } });
  strictEqual(response.status(), 200);
  const { data } = (await response.json()) as { data: { userStatus: string; accessToken: string | null } };
  strictEqual(data.userStatus, 'APPROVED');
  strictEqual(typeof data.accessToken, 'string');
});

When('they make {string} fail with status {int} for the next {int} requests', async function (this: CueWorld, operationId: string, status: number, times: number) {
  await devPanel(this).failWithStatus(operationId, status, times);
});

Then('the active failures read {string}', async function (this: CueWorld, listed: string) {
  await devPanel(this).expectActiveFailures([listed]);
});

When('they clear the failure of {string}', async function (this: CueWorld, operationId: string) {
  await devPanel(this).clearFailure(operationId);
});

Then('no failure is active', async function (this: CueWorld) {
  await devPanel(this).expectActiveFailures([]);
});

When('they reset the data and confirm', async function (this: CueWorld) {
  await devPanel(this).resetAndConfirm();
});

Then('the page reloads and the panel says {string}', async function (this: CueWorld, message: string) {
  await devPanel(this).expectOpen();
  await devPanel(this).expectMessage(message);
});

Then('{string} is waiting for approval again', async function (this: CueWorld, email: string) {
  await devPanel(this).expectPending(email, true);
});
