import { readFile } from 'node:fs/promises';
import { deepStrictEqual, ok } from 'node:assert/strict';
import type { Locator, Page } from 'playwright-core';
import { openInApp } from './openInApp';

/**
 * The participant's meetings page (/program/meetings): requests (src/features/meetings/requests), the ranking, the
 * availability grid and the agenda.
 */
export class MeetingsPage {
  constructor(readonly page: Page) {}

  async open(path = '/program/meetings'): Promise<void> {
    await openInApp(this.page, path);
    await this.page.locator('.app-meetings-page h1').waitFor();
    await this.page
      .locator('.app-meetings-page [aria-busy="true"], .app-meetings-page .bp6-spinner')
      .first()
      .waitFor({ state: 'detached' })
      .catch(() => undefined);
  }

  /** Changes the logged-in account for the next page load (as a logout and login would). */
  async switchSession(session: { accessToken: string; refreshToken: string }): Promise<void> {
    await this.page.evaluate(({ accessToken, refreshToken }) => {
      localStorage.setItem('accessToken', accessToken);
      localStorage.setItem('refreshToken', refreshToken);
    }, session);
  }

  /** The request card whose other side or project line mentions `name`. */
  request(name: string): Locator {
    return this.page.locator('.app-meetings-requests > li').filter({ hasText: name });
  }

  async act(name: string, index: number): Promise<void> {
    await this.request(name).locator('.app-meetings-request-actions button').nth(index).click();
  }

  async confirmWithNote(note: string): Promise<void> {
    const dialog = this.page.getByRole('dialog');
    await dialog.locator('textarea').fill(note);
    await dialog.locator('button[type="submit"]').click();
    await dialog.waitFor({ state: 'detached' });
  }

  async expectRequestShows(name: string, text: string): Promise<void> {
    await this.request(name).getByText(text, { exact: false }).first().waitFor();
  }

  async moveUp(name: string): Promise<void> {
    await this.page.locator('.app-meetings-ranking-item').filter({ hasText: name }).locator('[data-move="up"]').click();
  }

  async expectOrder(names: string[]): Promise<void> {
    await this.page.waitForFunction(
      (expected) =>
        Array.from(document.querySelectorAll('.app-meetings-ranking-name'))
          .map((one) => one.textContent)
          .join(', ') === expected,
      names.join(', '),
    );
    deepStrictEqual(await this.page.locator('.app-meetings-ranking-name').allTextContents(), names);
  }

  async expectSays(text: string): Promise<void> {
    await this.page.locator('.app-meetings-page').getByText(text, { exact: false }).first().waitFor();
  }

  box(name: string): Locator {
    return this.page.getByRole('checkbox', { name, exact: true });
  }

  /** Ticks a Blueprint checkbox by clicking its label (the input itself is visually hidden). */
  async tick(name: string): Promise<void> {
    await this.box(name).locator('xpath=ancestor::label[1]').click();
  }

  async save(): Promise<void> {
    await this.page.locator('.app-meetings-availability button[type="submit"]').click();
  }

  async expectTicked(name: string, ticked: boolean): Promise<void> {
    await this.box(name).waitFor({ state: 'attached' });
    ok((await this.box(name).isChecked()) === ticked, `${name} should be ${ticked ? '' : 'not '}ticked`);
  }

  meeting(name: string): Locator {
    return this.page.locator('.app-meetings-agenda > li').filter({ hasText: name });
  }

  /** Downloads a meeting's calendar file and returns its text. */
  async download(name: string): Promise<string> {
    const [download] = await Promise.all([this.page.waitForEvent('download'), this.meeting(name).getByRole('button').first().click()]);
    const failure = await download.failure();
    if (failure) throw new Error(`The download failed: ${failure}`);
    return readFile(await download.path(), 'utf8');
  }

  /** Presses a button of the page by its exact name. */
  async press(name: string): Promise<void> {
    await this.page.locator('.app-meetings-page').getByRole('button', { name, exact: true }).click();
  }

  /** Confirms the open alert with its button of this name, and waits until it is closed. */
  async confirm(name: string): Promise<void> {
    const alert = this.page.getByRole('alertdialog');
    await alert.getByRole('button', { name, exact: true }).click();
    await alert.waitFor({ state: 'detached' });
  }

  /** The private calendar address the page shows in its field of this label, once there. */
  async calendarAddress(label: string): Promise<string> {
    const field = this.page.getByLabel(label, { exact: true });
    await field.waitFor();
    return field.inputValue();
  }

  /** Answers the follow-up question of a held meeting (the group's name) with a button (its name). */
  async answerFollowUp(question: string, answer: string): Promise<void> {
    await this.page.getByRole('group', { name: question, exact: true }).getByRole('button', { name: answer, exact: true }).click();
  }

  /** Waits until the follow-up answer is shown chosen (pressed). */
  async expectFollowUp(question: string, answer: string): Promise<void> {
    await this.page.getByRole('group', { name: question, exact: true }).getByRole('button', { name: answer, exact: true, pressed: true }).waitFor();
  }
}
