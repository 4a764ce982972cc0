import { ok } from 'node:assert/strict';
import type { Locator, Page } from 'playwright-core';
import { eventually } from '../eventually';
import { openInApp } from './openInApp';

/** The composer's application page (`/program/apply`): its form's fields by `data-field`, its buttons by name. */
export class ComposerApplicationPage {
  constructor(readonly page: Page) {}

  private main(): Locator {
    return this.page.locator('.app-composing-page');
  }

  private field(name: string): Locator {
    return this.main().locator(`[data-field="${name}"]`);
  }

  /** From the program page's "Apply as a composer" link (shown to a logged-in musician once the page runs). */
  async openFromProgram(): Promise<void> {
    await openInApp(this.page, '/program');
    await this.page.locator('.app-program-side a[href="/program/apply"]').click();
    await this.main().waitFor();
  }

  async open(): Promise<void> {
    await openInApp(this.page, '/program/apply');
    await this.main().waitFor();
  }

  async writeStatement(language: 'ko' | 'en', text: string): Promise<void> {
    await this.field(language === 'ko' ? 'statementKo' : 'statementEn')
      .locator('textarea')
      .fill(text);
  }

  /** Adds one of the musician's own tracks by its "Add" button (its accessible name names the track). */
  async addTrack(title: string): Promise<void> {
    await this.field('trackIds')
      .getByRole('button', { name: new RegExp(title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) })
      .filter({ hasText: /추가|Add/ })
      .click();
  }

  /** Ticks a film project by its title (Blueprint draws the box over a hidden input: its label is pressed). */
  async chooseProject(title: string): Promise<void> {
    const label = this.field('projectIds').locator('label.bp6-checkbox').filter({ hasText: title });
    await label.click();
    await eventually(
      () => label.locator('input').isChecked(),
      (checked) => ok(checked, `${title} is not ticked`),
    );
  }

  /** Presses the form's primary button (apply, or save changes). */
  async send(): Promise<void> {
    await this.main().locator('form .app-composing-actions button[type="submit"]').click();
  }

  async press(name: RegExp): Promise<void> {
    await this.main().getByRole('button', { name }).click();
  }

  async confirm(name: RegExp): Promise<void> {
    const dialog = this.page.getByRole('alertdialog');
    await dialog.getByRole('button', { name }).click();
    await dialog.waitFor({ state: 'detached' });
  }

  async expectFieldSays(name: string, text: string): Promise<void> {
    await eventually(
      () => this.field(name).innerText(),
      (shown) => ok(shown.includes(text), `"${text}" not under ${name}: "${shown}"`),
    );
  }

  async expectSays(text: string): Promise<void> {
    await eventually(
      () => this.main().innerText(),
      (shown) => ok(shown.includes(text), `"${text}" not on the page: "${shown.slice(0, 600)}"`),
    );
  }

  async valueOf(name: string): Promise<string> {
    return this.field(name).locator('textarea').inputValue();
  }
}
