import { strictEqual } from 'node:assert/strict';
import type { Locator, Page } from 'playwright-core';
import { currentEnvironment, scenarioNow } from '../environment';
import { eventually } from '../eventually';
import { mockApi } from './MockApi';
import { openInApp } from './openInApp';

/** A `datetime-local` value in festival time (Asia/Seoul, UTC+9), `days` from now at 18:00. */
export function festivalDaysAhead(days: number): string {
  const day = new Date(scenarioNow() + 9 * 3600_000 + days * 86_400_000).toISOString().slice(0, 10);
  return `${day}T18:00`;
}

/** The production's side of a brief: publishing it from its project, and the brief page's answers. */
export class BriefReviewPage {
  constructor(readonly page: Page) {}

  /** A composer's answers as they read them, through the API. */
  static async answersOf(login: string): Promise<Array<{ status: string; passReason: string | null; passNote: string }>> {
    const { accessToken } = await mockApi.login(login);
    const response = await fetch(`${currentEnvironment().server.url}/api/v1/program/answers/mine`, { headers: { authorization: `Bearer ${accessToken}` } });
    return ((await response.json()) as { data: Array<{ status: string; passReason: string | null; passNote: string }> }).data;
  }

  async openProject(projectId: number): Promise<void> {
    await openInApp(this.page, `/program/projects/${projectId}`);
  }

  async followBriefLink(): Promise<void> {
    await this.page.locator(`a[href$="/brief"]`).click();
    await this.form().waitFor();
  }

  private form(): Locator {
    return this.page.locator('form.app-briefs-form');
  }

  async setDeadline(value: string): Promise<void> {
    await this.form().locator('input[type="datetime-local"]').fill(value);
  }

  async save(): Promise<void> {
    await this.form().locator('button[type="submit"]').click();
  }

  async expectDeadlineSays(text: string): Promise<void> {
    await eventually(
      () => this.form().locator('.bp6-form-group.bp6-intent-danger .bp6-form-helper-text').textContent(),
      (shown) => strictEqual(shown, text),
    );
  }

  async expectBriefPageSays(text: string): Promise<void> {
    await this.page.locator('.app-briefs-deadline').getByText(text).waitFor();
  }

  async openBrief(briefId: number): Promise<void> {
    await openInApp(this.page, `/program/briefs/${briefId}`);
    await this.page.locator('.app-briefs-answers > li').first().waitFor();
  }

  private answer(name: string): Locator {
    return this.page.locator('.app-briefs-answers > li').filter({ has: this.page.getByRole('heading', { level: 3, name, exact: true }) });
  }

  async pass(name: string): Promise<void> {
    await this.answer(name).locator('.app-briefs-answer-actions button').nth(1).click();
    await this.page.getByRole('dialog').waitFor();
  }

  async sendPass(): Promise<void> {
    await this.page.getByRole('dialog').locator('button[type="submit"]').click();
  }

  async chooseReason(label: string, note: string): Promise<void> {
    const dialog = this.page.getByRole('dialog');
    await dialog.locator('label').filter({ hasText: label }).click();
    await dialog.locator('textarea').fill(note);
  }

  async expectDialogSays(text: string): Promise<void> {
    await this.page.getByRole('dialog').locator('.app-reason-dialog-error').getByText(text, { exact: true }).waitFor();
  }

  async expectAnswerStatus(name: string, status: string): Promise<void> {
    await this.page.getByRole('dialog').waitFor({ state: 'detached' });
    await this.answer(name).locator('.bp6-tag').getByText(status, { exact: true }).waitFor();
  }
}
