import { strictEqual } from 'node:assert/strict';
import type { Dialog, Page } from 'playwright-core';
import { eventually } from '../eventually';

/** The question asked before a form with unsaved changes is left (the app's dialog, or the browser's own). */
export class UnsavedChangesPage {
  constructor(readonly page: Page) {}

  dialog() {
    return this.page.getByRole('alertdialog');
  }

  /** The app's dialog is open and asks this, word for word. */
  async expectQuestion(text: string): Promise<void> {
    await this.dialog().waitFor();
    await eventually(
      () => this.dialog().textContent(),
      (shown) => strictEqual(shown?.includes(text), true, `"${text}" not in "${shown}"`),
    );
  }

  /** Presses one of the dialog's buttons (stay or leave); the dialog closes. */
  async answer(label: string): Promise<void> {
    await this.dialog().getByRole('button', { name: label, exact: true }).click();
    await this.dialog().waitFor({ state: 'detached' });
  }

  /** Asks the browser to close the tab as a user would (running `beforeunload`); resolves with its question, dismissed. */
  async closeTab(): Promise<Dialog> {
    const asked = this.page.waitForEvent('dialog', { timeout: 5_000 });
    await this.page.close({ runBeforeUnload: true });
    const dialog = await asked;
    await dialog.dismiss();
    return dialog;
  }
}
