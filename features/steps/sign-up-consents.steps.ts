import { Then, When } from '@cucumber/cucumber';
import { deepStrictEqual, ok, strictEqual } from 'node:assert/strict';
import { CONSENT_NAMES, type ConsentName, type RecordedConsents } from '../support/pages/SignUpPage';
import type { CueWorld } from '../support/world';
import { accounts, consentByWord, signUp } from './sign-up.steps';

/** The address of the tab a link opened. */
const openedTabs = new WeakMap<CueWorld, string>();
/** When the scenario's sign-up was sent and answered: every date the provider records must fall in between. */
const signUpTimes = new WeakMap<CueWorld, { sent: number; answered: number }>();

const listed = (text: string) => text.split(' / ').map((item) => item.trim());
const consentName = (name: string): ConsentName => {
  if (!(CONSENT_NAMES as string[]).includes(name)) throw new Error(`Unknown box "${name}": use ${CONSENT_NAMES.join(', ')}.`);
  return name as ConsentName;
};
/** Every box ticked, or none, but the ones named. */
const boxes = (ticked: boolean, except: ConsentName[] = []) =>
  Object.fromEntries(CONSENT_NAMES.map((name) => [name, except.includes(name) ? !ticked : ticked])) as Record<ConsentName, boolean>;

When('they tick {string}', async function (this: CueWorld, name: string) {
  await signUp(this).setConsent(consentName(name), true);
});

When('they untick {string}', async function (this: CueWorld, name: string) {
  await signUp(this).setConsent(consentName(name), false);
});

When('they tick every box one by one', async function (this: CueWorld) {
  for (const name of CONSENT_NAMES) if (name !== 'agree to all') await signUp(this).setConsent(name, true);
});

Then('every box is ticked, {string} too', async function (this: CueWorld, name: string) {
  consentName(name);
  await signUp(this).expectTicked(boxes(true));
});

Then('{string} and {string} are unticked, every other box is ticked', async function (this: CueWorld, first: string, second: string) {
  await signUp(this).expectTicked(boxes(true, [consentName(first), consentName(second)]));
});

Then('no box is ticked', async function (this: CueWorld) {
  await signUp(this).expectTicked(boxes(false));
});

Then('the {word} consent has the keyboard focus', async function (this: CueWorld, word: string) {
  await signUp(this).expectConsentFocused(consentByWord(word));
});

/** Fills the form, gives the required agreements (and the channels asked for), sends it and waits for the answer. */
async function signUpWith(world: CueWorld, marketing: { email: boolean; sms: boolean }): Promise<void> {
  const page = signUp(world);
  accounts.set(world, await page.fillValidForm());
  if (marketing.email) await page.setConsent('marketing by email', true);
  if (marketing.sms) await page.setConsent('marketing by text message', true);
  const sent = Date.now();
  await page.submit();
  await page.expectOnLoginPage();
  signUpTimes.set(world, { sent, answered: Date.now() });
}

When('they sign up giving the required agreements and refusing marketing by email and by text message', async function (this: CueWorld) {
  await signUpWith(this, { email: false, sms: false });
});

When('they sign up giving the required agreements and marketing by email, refusing marketing by text message', async function (this: CueWorld) {
  await signUpWith(this, { email: true, sms: false });
});

async function recorded(world: CueWorld): Promise<RecordedConsents> {
  const account = accounts.get(world)!;
  return signUp(world).recordedConsents(account.email, account.password);
}

/** A date the provider recorded falls within the sign-up's request (a second either side for the clocks' rounding). */
function expectDuringSignUp(world: CueWorld, what: string, date: string): void {
  const { sent, answered } = signUpTimes.get(world)!;
  const at = Date.parse(date);
  ok(at >= sent - 1000 && at <= answered + 1000, `${what} was recorded at ${date}, not during the sign-up (${new Date(sent).toISOString()})`);
}

Then('their account records the terms, the personal information and the age as agreed when they signed up', async function (this: CueWorld) {
  const consents = await recorded(this);
  expectDuringSignUp(this, 'the terms', consents.termsAgreedAt);
  expectDuringSignUp(this, 'the personal information', consents.privacyAgreedAt);
  expectDuringSignUp(this, 'the age', consents.ageOver14ConfirmedAt);
});

Then('their account records marketing by email as given and marketing by text message as refused, both decided when they signed up', async function (this: CueWorld) {
  const { marketingEmail, marketingSms } = await recorded(this);
  deepStrictEqual({ email: marketingEmail.agreed, sms: marketingSms.agreed }, { email: true, sms: false });
  expectDuringSignUp(this, 'marketing by email', marketingEmail.decidedAt);
  expectDuringSignUp(this, 'marketing by text message', marketingSms.decidedAt);
});

Then('the agreements {string} show the table {string} with the rows {string}', async function (this: CueWorld, group: string, caption: string, rows: string) {
  const table = await signUp(this).privacyTable(group);
  deepStrictEqual({ caption: table.caption, rows: table.rows.map(([header]) => header) }, { caption, rows: listed(rows) });
});

Then('the row {string} lists {string} and the row {string} reads {string}', async function (this: CueWorld, listing: string, item: string, row: string, text: string) {
  const { rows } = await signUp(this).privacyTable();
  const cell = (header: string) => rows.find(([shown]) => shown === header)?.[1];
  ok(cell(listing)?.includes(item), `"${item}" in the row "${listing}": ${cell(listing)}`);
  strictEqual(cell(row), text);
});

Then('the row {string} reads {string}', async function (this: CueWorld, row: string, text: string) {
  const { rows } = await signUp(this).privacyTable();
  strictEqual(rows.find(([shown]) => shown === row)?.[1], text);
});

When('they follow the link {string} in the agreements {string}', async function (this: CueWorld, link: string, group: string) {
  openedTabs.set(this, await signUp(this).followLinkToNewTab(group, link));
});

Then('the privacy policy opens in a new tab at {string}', function (this: CueWorld, path: string) {
  strictEqual(openedTabs.get(this), path);
  strictEqual(new URL(this.page!.url()).pathname, '/sign-up', 'the sign-up stays in its own tab');
});

Then('the Tab key reaches, in the agreements {string}, the boxes {string} in that order', async function (this: CueWorld, group: string, labels: string) {
  await signUp(this).expectTabOrder(group, listed(labels));
});

When('they reach {string} with the Tab key and press Space', async function (this: CueWorld, name: string) {
  await signUp(this).toggleWithKeyboard(consentName(name));
});
