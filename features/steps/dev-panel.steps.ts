import { Given, Then, When } from '@cucumber/cucumber';
import { strictEqual } from 'node:assert/strict';
import { createMockControlClient } from '../../mocks/control/client';
import { DEMO_PASSWORD } from '../../mocks/seed/demoAccounts';
import { currentEnvironment } from '../support/environment';
import { DevPanelPage } from '../support/pages/DevPanelPage';
import type { CueWorld } from '../support/world';

const devPanel = (world: CueWorld) => new DevPanelPage(world.page!);
const mockControl = () => createMockControlClient({ baseUrl: currentEnvironment().server.url });

Given('someone trying the app offline opens the mock developer panel in {word}', async function (this: CueWorld, language: string) {
  await this.app.open('/');
  await this.app.chooseLanguage(language);
  await devPanel(this).open();
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
