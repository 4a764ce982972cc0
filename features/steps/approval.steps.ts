import { Then, When } from '@cucumber/cucumber';
import type { CueWorld } from '../support/world';
import { loginPage } from './login.steps';
import { reloadInApp } from '../support/pages/openInApp';

Then('the dialog {string} says {string}', async function (this: CueWorld, title: string, message: string) {
  await loginPage(this).expectDialog(title, [message]);
});

Then('the dialog {string} says {string} and {string}', async function (this: CueWorld, title: string, message: string, hint: string) {
  await loginPage(this).expectDialog(title, [message, hint]);
});

When('the visitor presses {string} in the dialog {string}', async function (this: CueWorld, label: string, title: string) {
  await loginPage(this).pressInDialog(title, label);
});

When('the visitor reloads the page', async function (this: CueWorld) {
  await reloadInApp(this.page!);
});

Then('no dialog is shown', async function (this: CueWorld) {
  await loginPage(this).expectNoDialogSettled();
});
