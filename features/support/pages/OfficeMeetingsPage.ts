import { ok } from 'node:assert/strict';
import type { Locator, Page } from 'playwright-core';
import { eventually } from '../eventually';

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

  /** Opens the dialog of a project's meeting at a time (`HH:MM`) from the board (its button names both). */
  async openMeeting(project: string, time: string): Promise<void> {
    const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    await this.page.getByRole('button', { name: new RegExp(`^(?=.*${escape(project)})(?=.*${time})`) }).click();
    await this.dialog().waitFor();
  }

  dialog(): Locator {
    return this.page.getByRole('dialog');
  }

  /** Chooses a slot (`YYYY-MM-DD HH:MM`) and a table (by its name) in the open dialog, and moves the meeting there. */
  async moveTo(slot: string, table: string, move: RegExp): Promise<void> {
    const dialog = this.dialog();
    const slots = dialog.getByRole('combobox').nth(0);
    const value = await slots.locator('option', { hasText: slot }).first().getAttribute('value');
    await slots.selectOption(value);
    const tables = dialog.getByRole('combobox').nth(1);
    const tableValue = await tables.locator('option', { hasText: table }).first().getAttribute('value');
    await tables.selectOption(tableValue);
    await dialog.getByRole('button', { name: move }).click();
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
