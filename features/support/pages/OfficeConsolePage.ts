import { deepStrictEqual, ok } from 'node:assert/strict';
import type { Locator, Page } from 'playwright-core';
import { createMockControlClient } from '../../../mocks/control/client';
import { currentEnvironment } from '../environment';
import { eventually } from '../eventually';
import { mockApi } from './MockApi';

const control = () => createMockControlClient({ baseUrl: currentEnvironment().server.url });

/** The program office's console (/office): accounts found by their email, buttons and fields by their names. */
export class OfficeConsolePage {
  constructor(readonly page: Page) {}

  async openFromNavigation(): Promise<void> {
    await this.page.goto(`${currentEnvironment().server.url}/`);
    await this.page
      .getByRole('link', { name: /프로그램 사무국|Program Office/ })
      .first()
      .click();
    await this.page.getByRole('heading', { level: 2 }).first().waitFor();
  }

  /** Opens one part of the console (a tab) by its name. */
  async openPart(name: string): Promise<void> {
    await this.page.getByRole('tab', { name, exact: true }).click();
    await this.page.locator('[role="tabpanel"] :is(.app-office-accounts > li, .app-office-dashboard)').first().waitFor();
  }

  /** Ticks a film project's (or an application's) box, found by its title (or the composer's name) (Blueprint draws the box over a hidden input: its label is pressed). */
  async chooseProject(title: string): Promise<void> {
    const box = this.page.getByRole('checkbox', { name: new RegExp(title) });
    await this.page.locator('label.bp6-checkbox', { has: box }).click();
    await eventually(
      () => box.isChecked(),
      (checked) => ok(checked, `${title} is not chosen`),
    );
  }

  /** Starts a new round with the film-project window's times (festival time) and saves it. */
  async startRound(opens: string, closes: string): Promise<void> {
    await this.page.getByRole('button', { name: /^(새 회차|New round)$/ }).click();
    const form = this.page.locator('form.app-office-round-form');
    await form.locator('input[type="datetime-local"]').nth(0).fill(opens);
    await form.locator('input[type="datetime-local"]').nth(1).fill(closes);
    await form.locator('button[type="submit"]').click();
  }

  /** A round's card in the rounds part, found by its name. */
  round(name: string): Locator {
    return this.page.locator('.app-office-accounts > li').filter({ has: this.page.getByRole('heading', { level: 3, name, exact: true }) });
  }

  /** Announces a round's decisions from its card: now, or at a festival time (`YYYY-MM-DDTHH:mm`), and confirms. */
  async announce(roundName: string, time?: string): Promise<void> {
    await this.round(roundName).locator('.app-office-round-announcement button').click();
    const dialog = this.dialog();
    if (time === undefined) await dialog.locator('label.bp6-radio').first().click();
    else {
      await dialog.locator('label.bp6-radio').nth(1).click();
      await dialog.locator('input[type="datetime-local"]').fill(time);
    }
    await dialog.locator('button[type="submit"]').click();
  }

  /** Cancels the round's scheduled announcement from its card, and confirms. */
  async cancelAnnouncement(roundName: string): Promise<void> {
    await this.round(roundName).locator('.app-office-round-announcement button').last().click();
    await this.page.getByRole('alertdialog').locator('.bp6-alert-footer button').first().click();
    await this.page.getByRole('alertdialog').waitFor({ state: 'detached' });
  }

  /** The announce dialog's time field says `text` under it. */
  async expectTimeFieldSays(text: string): Promise<void> {
    await eventually(
      () =>
        this.dialog()
          .locator('.bp6-form-group', { has: this.page.locator('input[type="datetime-local"]') })
          .locator('.bp6-form-helper-text')
          .innerText(),
      (shown) => ok(shown.includes(text), `"${text}" not under the time field: "${shown}"`),
    );
  }

  /** The dashboard's table `table` counts `count` for the row `row`. */
  async expectCount(table: string, row: string, count: number): Promise<void> {
    await eventually(
      () =>
        this.page
          .getByRole('table', { name: table, exact: true })
          .getByRole('row')
          .filter({ has: this.page.getByRole('rowheader', { name: row, exact: true }) })
          .getByRole('cell')
          .innerText(),
      (shown) => deepStrictEqual(shown.trim(), String(count)),
    );
  }

  /** Logs another demo account in in this tab and opens `path`, as that person. */
  async switchTo(login: string, path: string): Promise<void> {
    const session = await mockApi.login(login);
    await this.page.evaluate(({ accessToken, refreshToken }) => {
      localStorage.setItem('accessToken', accessToken);
      localStorage.setItem('refreshToken', refreshToken);
    }, session);
    await this.page.goto(`${currentEnvironment().server.url}${path}`);
  }

  /** A film project's (or an application's) card, found by its title (or the composer's name). */
  project(title: string): Locator {
    return this.page.locator('.app-office-accounts > li').filter({ has: this.page.getByRole('heading', { level: 3, name: new RegExp(title) }) });
  }

  async expectText(text: string): Promise<void> {
    await eventually(
      () => this.page.locator('main').innerText(),
      (shown) => ok(shown.includes(text), `"${text}" not on the page`),
    );
  }

  private account(email: string): Locator {
    return this.page.locator('.app-office-accounts > li').filter({ hasText: email });
  }

  /** The account's decision button (approve, reject, revoke: the first, second... button of its card). */
  async press(email: string, label: RegExp): Promise<void> {
    await this.account(email).getByRole('button', { name: label }).click();
  }

  dialog(): Locator {
    return this.page.getByRole('dialog');
  }

  async chooseStatus(status: string): Promise<void> {
    await this.page.getByRole('combobox').selectOption({ label: status });
  }

  async expectListed(email: string, listed: boolean, texts: string[] = []): Promise<void> {
    await eventually(
      async () => ((await this.account(email).count()) > 0 ? (await this.account(email).innerText()).replace(/\s+/g, ' ') : undefined),
      (shown) => {
        if (!listed) return deepStrictEqual(shown, undefined);
        ok(shown !== undefined, `${email} is not listed`);
        for (const text of texts) ok(shown.includes(text), `"${text}" not in "${shown}"`);
      },
    );
  }

  async expectMailed(email: string, subject: string): Promise<void> {
    await eventually(
      async () => (await control().listOutbox(email)).map((mail) => [mail.subject.ko, mail.subject.en]).flat(),
      (subjects) => ok(subjects.includes(subject), `"${subject}" not in ${JSON.stringify(subjects)}`),
    );
  }
}
