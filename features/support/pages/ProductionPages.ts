import { ok } from 'node:assert/strict';
import type { Locator, Page } from 'playwright-core';
import { currentEnvironment } from '../environment';
import { eventually } from '../eventually';
import { mockApi } from './MockApi';
import { openInApp } from './openInApp';

/** The fields of a complete film project, by their `data-field` (choices by their value). */
const COMPLETE_PROJECT: Record<string, string> = {
  loglineKo: '봄마다 돌아오는 소리를 따라가는 한 녹음기사의 이야기.',
  loglineEn: 'A sound recordist follows a sound that returns every spring.',
  runtimeMinutes: '98',
  director: '한지우',
  producer: '오민재',
  company: 'Harbour Films',
  cueCount: '16',
  musicDeadline: '2099-06-30',
};
const COMPLETE_CHOICES: Record<string, string> = { genre: 'drama', stage: 'production' };

/** The production's screens: the industry profile on My Page and the film project pages, fields by `data-field`. */
export class ProductionPages {
  constructor(readonly page: Page) {}

  /** user@cue.test withdraws its industry profile through the API (the seed's is verified). */
  static async withdrawIndustryProfile(login: string): Promise<void> {
    const { accessToken } = await mockApi.login(login);
    const response = await fetch(`${currentEnvironment().server.url}/api/v1/my/industry-profile`, {
      method: 'DELETE',
      headers: { authorization: `Bearer ${accessToken}` },
    });
    ok(response.ok || response.status === 404, `withdrawing the industry profile answered ${response.status}`);
  }

  private industry(): Locator {
    return this.page.locator('.app-productions-industry');
  }

  private field(scope: Locator, name: string): Locator {
    return scope.locator(`[data-field="${name}"]`);
  }

  async openMyPage(): Promise<void> {
    await openInApp(this.page, '/my-page');
    await this.industry().locator('form').waitFor();
  }

  async fillIndustryProfile(company: string, role: string): Promise<void> {
    await this.field(this.industry(), 'company').locator('input').fill(company);
    await this.field(this.industry(), 'role').locator('select').selectOption({ label: role });
  }

  async fillFilmography(url: string): Promise<void> {
    await this.field(this.industry(), 'filmographyUrl').locator('input').fill(url);
  }

  async sendIndustryProfile(): Promise<void> {
    await this.industry().locator('button[type="submit"]').click();
  }

  async expectIndustryText(text: string, field?: string): Promise<void> {
    const scope = field ? this.field(this.industry(), field) : this.industry();
    await eventually(
      () => scope.innerText(),
      (shown) => ok(shown.includes(text), `"${text}" not in "${shown}"`),
    );
  }

  /** From the program page's "Submit a film project" link to the list, then its "New project" button. */
  async startProjectFromProgram(): Promise<void> {
    await openInApp(this.page, '/program');
    await this.page.locator('.app-program-side a[href="/program/projects"]').click();
    await this.page.locator('.app-productions-header a[href="/program/projects/new"]').click();
    await this.page.locator('form.app-productions-form').waitFor();
  }

  private form(): Locator {
    return this.page.locator('form.app-productions-form');
  }

  async fillProject(values: Record<string, string>): Promise<void> {
    for (const [name, value] of Object.entries(values)) await this.field(this.form(), name).locator('input, textarea').first().fill(value);
  }

  async completeProject(): Promise<void> {
    await this.fillProject(COMPLETE_PROJECT);
    for (const [name, value] of Object.entries(COMPLETE_CHOICES)) await this.field(this.form(), name).locator('select').selectOption(value);
  }

  /** Presses the form's submit button (not "Save draft": the primary action). */
  async submitProject(): Promise<void> {
    await this.form().locator('.app-productions-form-actions button.bp6-intent-primary').first().click();
  }

  async expectFieldSays(name: string, text: string): Promise<void> {
    await eventually(
      () => this.field(this.form(), name).innerText(),
      (shown) => ok(shown.includes(text), `"${text}" not under ${name}: "${shown}"`),
    );
  }

  async valueOf(name: string): Promise<string> {
    return this.field(this.form(), name).locator('input, textarea').first().inputValue();
  }

  async expectStatus(status: string): Promise<void> {
    await eventually(
      () => this.form().locator('.app-productions-form-status').innerText(),
      (shown) => ok(shown.includes(status), `the status "${status}" not in "${shown}"`),
    );
  }
}
