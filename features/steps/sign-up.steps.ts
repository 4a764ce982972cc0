import { Given, Then, When } from '@cucumber/cucumber';
import { deepStrictEqual, strictEqual } from 'node:assert/strict';
import { SignUpPage, type ConsentName, type SignUpFieldName, type SignUpRoleName } from '../support/pages/SignUpPage';
import { mockApi } from '../support/pages/MockApi';
import { loginPage } from './login.steps';
import type { CueWorld } from '../support/world';

const pages = new WeakMap<CueWorld, SignUpPage>();
/** The scenario's sign-up page (shared with the agreements' steps). */
export const signUp = (world: CueWorld) => {
  if (!pages.has(world)) pages.set(world, new SignUpPage(world.page!));
  return pages.get(world)!;
};
/** The account the scenario signed up, to log in with afterwards. */
export const accounts = new WeakMap<CueWorld, { email: string; password: string }>();

/** A required agreement by the one word the features give it. */
const CONSENT_WORDS: Record<string, ConsentName> = { terms: 'terms', privacy: 'personal information', age: 'age over 14' };
export const consentByWord = (word: string): ConsentName => {
  const consent = CONSENT_WORDS[word];
  if (!consent) throw new Error(`Unknown required agreement "${word}": use ${Object.keys(CONSENT_WORDS).join(', ')}.`);
  return consent;
};

Given('a visitor opens the sign-up page in {word}', async function (this: CueWorld, language: string) {
  await signUp(this).open(language);
});

Given('the server fails with an internal error whenever someone signs up', async function (this: CueWorld) {
  this.expectProblems(/Failed to load resource: the server responded with a status of 500/);
  await mockApi.injectFault('signUp', { kind: 'status', status: 500 });
});

When('they enter {string} as their {word}', async function (this: CueWorld, value: string, field: SignUpFieldName) {
  await signUp(this).fill(field, value);
});

When('they type {string} as their {word}', async function (this: CueWorld, value: string, field: SignUpFieldName) {
  await signUp(this).type(field, value);
});

When('they paste {string} as their {word}', async function (this: CueWorld, value: string, field: SignUpFieldName) {
  await signUp(this).paste(field, value);
});

When('they enter {string} as their password confirmation', async function (this: CueWorld, value: string) {
  await signUp(this).fill('password confirmation', value);
});

When('they check whether the email {string} is free', async function (this: CueWorld, email: string) {
  await signUp(this).fillAndCheck('email', email);
});

When('they check whether the nickname {string} is free', async function (this: CueWorld, nickname: string) {
  await signUp(this).fillAndCheck('nickname', nickname);
});

/** "U+200B" as the character it names (features name invisible characters by their code point). */
const codePoint = (name: string): string => {
  const match = /^U\+([0-9A-F]{4,6})$/i.exec(name);
  if (!match) throw new Error(`Name a character as U+XXXX, not "${name}".`);
  return String.fromCodePoint(Number.parseInt(match[1]!, 16));
};

When('they check whether the nickname {string} typed in decomposed Hangul is free', async function (this: CueWorld, nickname: string) {
  await signUp(this).fillAndCheck('nickname', nickname.normalize('NFD'));
});

When('they enter {string} with {word} added as their {word}', async function (this: CueWorld, value: string, added: string, field: SignUpFieldName) {
  await signUp(this).fill(field, `${value}${codePoint(added)}`);
});

When('they fill in the form without checking the email', async function (this: CueWorld) {
  // Leaving the email field checks it by itself: here that check cannot reach the server.
  this.expectProblems(/Failed to load resource: the server responded with a status of 500/);
  await mockApi.injectFault('checkLoginAvailable', { kind: 'status', status: 500 });
  await signUp(this).fillValidForm({ except: 'email' });
  await signUp(this).fill('email', 'unchecked@cue.test');
});

When('they fill in the form without the {word} consent', async function (this: CueWorld, consent: string) {
  await signUp(this).fillValidForm({ except: consentByWord(consent) });
});

When('they sign up as a {string} with every field filled in', async function (this: CueWorld, role: SignUpRoleName) {
  accounts.set(this, await signUp(this).fillValidForm());
  await signUp(this).chooseRole(role);
  await signUp(this).submit();
});

When('they fill in the form and sign up', async function (this: CueWorld) {
  await signUp(this).fillValidForm();
  await signUp(this).submit();
});

When('they sign up', async function (this: CueWorld) {
  await signUp(this).submit();
});

When('they open the terms of service', async function (this: CueWorld) {
  await signUp(this).openTerms();
});

Then('the {word} field says {string}', async function (this: CueWorld, field: string, message: string) {
  await signUp(this).expectMessage(field === 'confirmation' ? 'password confirmation' : field, message);
});

Then('the {word} field holds {string}', async function (this: CueWorld, field: SignUpFieldName, value: string) {
  await signUp(this).expectValue(field, value);
});

Then('the email and nickname can still be checked with their buttons', async function (this: CueWorld) {
  await signUp(this).expectCheckButtons();
});

Then('the login form holds their new email, with the password to type', async function (this: CueWorld) {
  await signUp(this).expectOnLoginPage();
  await loginPage(this).expectValues(accounts.get(this)!.email, '');
});

When('they type their password and press Enter', async function (this: CueWorld) {
  await loginPage(this).typePasswordAndEnter(accounts.get(this)!.password);
});

Then('the {word} consent says {string}', async function (this: CueWorld, consent: string, message: string) {
  await signUp(this).expectMessage(consentByWord(consent), message);
});

Then('the sign-up form says {string}', async function (this: CueWorld, title: string) {
  await signUp(this).expectFailure(title);
});

Then('everything they typed is still there', async function (this: CueWorld) {
  await signUp(this).expectTypedValuesKept();
});

Then('they are taken to the login page and can log in with their new account', async function (this: CueWorld) {
  await signUp(this).expectOnLoginPage();
  const account = accounts.get(this)!;
  await signUp(this).expectCanLogIn(account.email, account.password);
});

Then('they see {string} and {string}', async function (this: CueWorld, title: string, text: string) {
  await signUp(this).expectAwaitingApproval(title, text);
});

Then('the dialog {string} lists 12 articles', async function (this: CueWorld, title: string) {
  await signUp(this).expectTermsDialog(title);
  strictEqual((await signUp(this).termsArticleTitles()).length, 12);
});

Then('article 9 is {string}', async function (this: CueWorld, article: string) {
  deepStrictEqual((await signUp(this).termsArticleTitles())[8], article);
});

Then('the terms read {string}', async function (this: CueWorld, text: string) {
  await signUp(this).expectTermsText(text);
});

When('the visitor follows {string} from the login page to the sign-up page', async function (this: CueWorld, label: string) {
  await this.page!.getByRole('link', { name: label, exact: true }).click();
  await this.page!.locator('input[name="email"]').waitFor();
});

When('the new member logs in with their new account', async function (this: CueWorld) {
  const account = accounts.get(this)!;
  await signUp(this).expectOnLoginPage();
  await loginPage(this).fill(account.email, account.password);
  await loginPage(this).submit();
});
