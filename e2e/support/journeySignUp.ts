import { expect } from 'vitest';
import type { JourneyApp } from './journeyApp';

/** Who signs up in a journey. */
export interface JourneyAccount {
  email: string;
  password: string;
  nickname: string;
  role: 'general' | 'musician';
}

/** Name and phone number of everyone who signs up in the journeys (the form needs them; nothing shows them). */
const NAME = '김하늘';
const PHONE = '01012345678';

/**
 * Fills the sign-up form already on screen as a person does: each field by its label, both duplicate checks
 * (waiting for "available"), the account type, the terms read in their dialog (musicians read them: article 9
 * is theirs), the three required agreements and marketing by email (not by text message); then sends it.
 */
export async function signUp(app: JourneyApp, account: JourneyAccount): Promise<void> {
  const { t } = app;
  const main = app.main();
  await main.getByRole('heading', { name: t('signUp:title'), exact: true }).waitFor();
  await app.expectText(t('signUp:intro'), main);
  const field = (key: 'email' | 'password' | 'passwordConfirmation' | 'name' | 'nickname' | 'phone') =>
    main.getByRole('textbox', { name: `${t(`signUp:fields.${key}`)} ${t('signUp:required')}`, exact: true });
  // Each duplicate check is the Check button beside its field: email's first, nickname's second.
  const checks = main.getByRole('button', { name: t('signUp:check.button'), exact: true });

  await field('email').fill(account.email);
  await checks.first().click();
  await app.expectText(t('account:validation.emailAvailable'), main);
  await field('password').fill(account.password);
  await field('passwordConfirmation').fill(account.password);
  await field('name').fill(NAME);
  await field('nickname').fill(account.nickname);
  await checks.last().click();
  await app.expectText(t('account:validation.nicknameAvailable'), main);
  await field('phone').fill(PHONE);

  const role = main.getByRole('radio', { name: t(`signUp:roles.${account.role}`), exact: true });
  await main.getByText(t(`signUp:roles.${account.role}`), { exact: true }).click();
  expect(await role.isChecked()).toBe(true);
  await app.expectText(t(`signUp:roles.${account.role}Description`), main);

  if (account.role === 'musician') await readTerms(app);
  // The three required agreements, and of the optional ones marketing by email (by text message is refused).
  const consents = [
    ['terms', 'required'],
    ['privacy', 'required'],
    ['ageOver14', 'required'],
    ['marketingEmail', 'optional'],
  ] as const;
  for (const [consent, kind] of consents) {
    const label = `${t(`signUp:consents.${consent}`)} ${t(`signUp:${kind}`)}`;
    await main.getByText(label, { exact: true }).click();
    expect(await main.getByRole('checkbox', { name: label, exact: true }).isChecked()).toBe(true);
  }
  const sms = `${t('signUp:consents.marketingSms')} ${t('signUp:optional')}`;
  expect(await main.getByRole('checkbox', { name: sms, exact: true }).isChecked()).toBe(false);
  await main.getByRole('button', { name: t('signUp:submit'), exact: true }).click();
}

/** Opens "View terms", reads the effective date and the musicians' article, and closes the dialog. */
async function readTerms(app: JourneyApp): Promise<void> {
  const { t } = app;
  await app
    .main()
    .getByRole('button', { name: t('signUp:consents.viewTerms'), exact: true })
    .click();
  const dialog = app.page.getByRole('dialog', { name: t('signUp:terms.title'), exact: true });
  await dialog.getByText(t('signUp:terms.effective'), { exact: true }).waitFor();
  const articles = t('signUp:terms.articles', { returnObjects: true }) as Array<{ title: string }>;
  expect(articles).toHaveLength(12);
  const titles = (await dialog.getByRole('heading').allTextContents()).map((text) => text.trim());
  expect(titles).toEqual(expect.arrayContaining(articles.map((article) => article.title)));
  await dialog.getByRole('heading', { name: articles[8]!.title, exact: true }).scrollIntoViewIfNeeded();
  await dialog
    .getByRole('button', { name: t('signUp:terms.close'), exact: true })
    .last()
    .click();
  await dialog.waitFor({ state: 'detached' });
}
