import { strictEqual } from 'node:assert/strict';
import { Given, Then, When } from '@cucumber/cucumber';
import { DEMO_PASSWORD, mockApi } from '../support/pages/MockApi';
import { MyPagePage } from '../support/pages/MyPagePage';
import type { CueWorld } from '../support/world';
import { shell } from './shell.steps';

const GENERAL_USER = 'user@cue.test';
const DEMO_MUSICIAN = 'musician@cue.test';
const myPage = (world: CueWorld) => new MyPagePage(world.page!);

Given(/^an? (general user|musician) has logged in and reads Cue Connect in (\w+)$/, async function (this: CueWorld, member: string, language: string) {
  await shell(this).prepareLoggedIn(language, member === 'musician' ? DEMO_MUSICIAN : GENERAL_USER);
});

Given('a general user is on the my page in {word}', async function (this: CueWorld, language: string) {
  await shell(this).prepareLoggedIn(language, GENERAL_USER);
  await myPage(this).open();
});

Given('the server fails whenever a profile is updated', async function (this: CueWorld) {
  this.expectProblems(/Failed to load resource: the server responded with a status of 500/);
  await mockApi.injectFault('updateMyProfile', { kind: 'status', status: 500 });
});

Given('the server answers every password change as unauthenticated', async function (this: CueWorld) {
  this.expectProblems(/Failed to load resource: the server responded with a status of 401/);
  await mockApi.injectFault('changePassword', { kind: 'status', status: 401 });
});

Given('the server fails whenever an account leaves', async function (this: CueWorld) {
  this.expectProblems(/Failed to load resource: the server responded with a status of 500/);
  await mockApi.injectFault('leaveAccount', { kind: 'status', status: 500 });
});

When('the member opens the my page', async function (this: CueWorld) {
  await myPage(this).open();
});

When('the member edits the profile and checks the nickname', async function (this: CueWorld) {
  await myPage(this).editProfile();
  await myPage(this).checkNickname();
});

When('the member edits the profile, types the nickname of the demo musician and checks it', async function (this: CueWorld) {
  const musician = await mockApi.profileOf(DEMO_MUSICIAN);
  await myPage(this).editProfile();
  await myPage(this).typeNickname(musician.nickname);
  await myPage(this).checkNickname();
});

When('the member edits the profile, types the nickname {string} and checks it', async function (this: CueWorld, nickname: string) {
  await myPage(this).editProfile();
  await myPage(this).typeNickname(nickname);
  await myPage(this).checkNickname();
});

When('the member edits the profile', async function (this: CueWorld) {
  await myPage(this).editProfile();
});

When('the member edits the profile and pastes the phone {string}', async function (this: CueWorld, phone: string) {
  await myPage(this).editProfile();
  await myPage(this).pastePhone(phone);
});

When('the member edits the profile and pastes the nickname {string}', async function (this: CueWorld, nickname: string) {
  await myPage(this).editProfile();
  await myPage(this).pasteNickname(nickname);
});

When('the member edits the profile, clears the name and saves it', async function (this: CueWorld) {
  await myPage(this).editProfile();
  await myPage(this).clearName();
  await myPage(this).saveProfile();
});

When('the member saves the profile', async function (this: CueWorld) {
  await myPage(this).saveProfile();
});

When('the member edits the profile, types the phone {string} and saves it', async function (this: CueWorld, phone: string) {
  await myPage(this).editProfile();
  await myPage(this).typePhone(phone);
  await myPage(this).saveProfile();
});

When('the member asks to change the password without typing anything', async function (this: CueWorld) {
  await myPage(this).openPasswordDialog();
  await myPage(this).submitPassword();
});

When(
  'the member changes the password from {string} to {string} confirmed as {string}',
  async function (this: CueWorld, current: string, next: string, confirmation: string) {
    // The server answers a wrong current password with 400 PASSWORD_MISMATCH, which the browser logs.
    if (current !== DEMO_PASSWORD) this.expectProblems(/Failed to load resource: the server responded with a status of 400/);
    await myPage(this).changePassword(current, next, confirmation);
  },
);

When('the member leaves the account', async function (this: CueWorld) {
  await myPage(this).leaveAccount();
});

When('the member leaves the account with the password {string}', async function (this: CueWorld, password: string) {
  // The server answers a wrong password with 400 PASSWORD_MISMATCH, which the browser logs.
  if (password !== '' && password !== DEMO_PASSWORD) this.expectProblems(/Failed to load resource: the server responded with a status of 400/);
  await myPage(this).leaveAccount(password);
});

Then('the leave password field says {string}', async function (this: CueWorld, message: string) {
  await myPage(this).expectLeavePasswordMessage(message);
});

Then('the general user still has the account', async function (this: CueWorld) {
  // Logging in with the demo password still works and reads the same account.
  strictEqual((await mockApi.profileOf(GENERAL_USER)).email, GENERAL_USER);
});

Then('the account shows {string} as {string}', async function (this: CueWorld, label: string, value: string) {
  await myPage(this).expectFact(label, value);
});

Then('the nickname check says {string}', async function (this: CueWorld, message: string) {
  await myPage(this).expectNicknameMessage(message);
});

Then('the my page says {string}', async function (this: CueWorld, message: string) {
  await myPage(this).expectMessage(message);
});

Then('the phone field still holds {string}', async function (this: CueWorld, phone: string) {
  await myPage(this).expectPhone(phone);
});

Then('the nickname field of the account holds {string}', async function (this: CueWorld, nickname: string) {
  await myPage(this).expectNickname(nickname);
});

Then('the my page offers {string}', async function (this: CueWorld, label: string) {
  await myPage(this).expectButton(label);
});

Then('the form is headed {string}', async function (this: CueWorld, heading: string) {
  await myPage(this).expectFormHeading(heading);
});

Then('the account is still being edited', async function (this: CueWorld) {
  await myPage(this).expectEditing();
});

Then('the password dialog says {string}', async function (this: CueWorld, message: string) {
  await myPage(this).expectDialogMessage(message);
});

Then('the password dialog is closed', async function (this: CueWorld) {
  await myPage(this).expectNoDialog();
});

Then('the leave dialog says {string}', async function (this: CueWorld, message: string) {
  await myPage(this).expectDialogMessage(message);
});
