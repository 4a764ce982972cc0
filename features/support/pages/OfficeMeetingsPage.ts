import { ok } from 'node:assert/strict';
import type { Locator, Page } from 'playwright-core';
import { eventually } from '../eventually';

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The 1:1 meetings part of the office's console (/office?tab=meetings): the settings form, the schedule and a meeting's dialog. */
export class OfficeMeetingsPage {
  constructor(readonly page: Page) {}

  /** Opens a part that shows a round (its tab, by name: the meetings or the dashboard) and picks the round (by its name). */
  async open(part: string, round: string): Promise<void> {
    await this.page.getByRole('tab', { name: part, exact: true }).click();
    await this.pickRound(round);
    await this.page.locator('[role="tabpanel"] :is(form.app-office-meetings-settings, .app-office-dashboard)').first().waitFor();
  }

  /** Picks the round a part shows, by its name. */
  async pickRound(round: string): Promise<void> {
    await this.page.getByRole('tabpanel').getByRole('combobox').first().selectOption({ label: round });
  }

  /** Fills a settings field found by its label. */
  async fill(label: string, value: string): Promise<void> {
    await this.page.getByLabel(label, { exact: true }).fill(value);
  }

  async press(name: string | RegExp): Promise<void> {
    await this.page.getByRole('button', { name, exact: typeof name === 'string' }).click();
  }

  /** The board's button that opens the meeting of `who` (its project or composer) at a time (`HH:MM`): its name holds both. */
  meetingButton(who: string, time: string): Locator {
    return this.page.locator('.app-office-meetings-board').locator(this.named(who, time));
  }

  /** A button named for the meeting of `who` at `time` (a locator relative to any part of the page). */
  private named(who: string, time: string): Locator {
    return this.page.getByRole('button', { name: new RegExp(`^(?=.*${escapeRegExp(who)})(?=.*${time})`) });
  }

  /** Opens the dialog of the meeting of `who` (its project or composer) at a time (`HH:MM`) from the board. */
  async openMeeting(who: string, time: string): Promise<void> {
    await this.meetingButton(who, time).click();
    await this.dialog().waitFor();
  }

  /** Waits until the board shows the meeting of `who` at `time` (with `status`, when given), or no meeting of `who` at all. */
  async expectOnBoard(who: string, time: string | undefined, status?: string): Promise<void> {
    if (time === undefined) {
      await this.page.locator('.app-office-meetings-board .app-office-meetings-cell').filter({ hasText: who }).first().waitFor({ state: 'detached' });
      return;
    }
    const cell = this.page.locator('.app-office-meetings-board .app-office-meetings-cell').filter({ has: this.named(who, time) });
    await (status ? cell.getByText(status, { exact: true }) : cell).waitFor();
  }

  /** Opens the dialog that places the accepted request of `who` (its composer or project), from the requests not placed. */
  async openPlacing(who: string): Promise<void> {
    await this.unplaced(who).getByRole('button').click();
    await this.dialog().waitFor();
  }

  /** The request of `who` among the accepted requests not placed. */
  unplaced(who: string): Locator {
    return this.page.locator('.app-office-meetings-unplaced > li').filter({ hasText: who });
  }

  /** Presses a button of the open dialog (by its exact name) and waits until the dialog is closed. */
  async pressInDialog(name: string): Promise<void> {
    const dialog = this.dialog();
    await dialog.getByRole('button', { name, exact: true }).click();
    await dialog.waitFor({ state: 'detached' });
  }

  /** Whether the open dialog offers a button of this exact name. */
  async offers(name: string): Promise<boolean> {
    await this.dialog().waitFor();
    return (await this.dialog().getByRole('button', { name, exact: true }).count()) > 0;
  }

  async closeDialog(): Promise<void> {
    await this.page.keyboard.press('Escape');
    await this.dialog().waitFor({ state: 'detached' });
  }

  dialog(): Locator {
    return this.page.getByRole('dialog');
  }

  /** Chooses a slot (`YYYY-MM-DD HH:MM`) and a table (by its name) in the open dialog, and presses `button` (move or place there). */
  async putAt(slot: string, table: string, button: RegExp): Promise<void> {
    const dialog = this.dialog();
    const slots = dialog.getByRole('combobox').nth(0);
    const value = await slots.locator('option', { hasText: slot }).first().getAttribute('value');
    await slots.selectOption(value);
    const tables = dialog.getByRole('combobox').nth(1);
    const tableValue = await tables.locator('option', { hasText: table }).first().getAttribute('value');
    await tables.selectOption(tableValue);
    await dialog.getByRole('button', { name: button }).click();
  }

  /** Confirms the open alert (its confirm button comes first). */
  async confirm(): Promise<void> {
    const alert = this.page.getByRole('alertdialog');
    await alert.locator('.bp6-alert-footer button').first().click();
    await alert.waitFor({ state: 'detached' });
  }

  /** Waits until `where` (the page's main part, or the dialog) says `text`. */
  async expectText(text: string, where: Locator = this.page.locator('main')): Promise<void> {
    await eventually(
      () => where.innerText(),
      (shown) => ok(shown.includes(text), `"${text}" not shown: "${shown.slice(0, 400)}"`),
    );
  }
}
