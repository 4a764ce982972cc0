import { deepStrictEqual, ok } from 'node:assert/strict';
import type { Locator, Page } from 'playwright-core';
import { createClient, createConfig } from '../../../src/lib/api/generated/client';
import { createAnswer, decideAnswer, getBrief } from '../../../src/lib/api/generated/sdk.gen';
import type { ProgramAnswerPassReason } from '../../../src/lib/api/generated/types.gen';
import { currentEnvironment } from '../environment';
import { eventually } from '../eventually';
import { mockApi } from './MockApi';
import { openInApp } from './openInApp';

/** A demo account's client of the generated SDK, as the app would call the API for it. */
async function clientOf(login: string) {
  const { accessToken } = await mockApi.login(login);
  return createClient(createConfig({ baseUrl: currentEnvironment().server.url, headers: { Authorization: `Bearer ${accessToken}` }, throwOnError: true }));
}

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A composer's side of a brief's page (/program/briefs/:briefId): the answer panel (`.app-answering`: the form,
 * what was sent, its status and outcome, Edit and Withdraw by `data-action`) and the composer's answers.
 */
export class BriefAnswerPage {
  constructor(readonly page: Page) {}

  /** musician@cue.test (or `login`) answers a brief through the API with their own tracks. */
  static async answerThroughApi(briefId: number, trackIds: number[], login = 'musician@cue.test'): Promise<number> {
    const { data } = await createAnswer({ client: await clientOf(login), path: { briefId }, body: { trackIds, note: '' }, throwOnError: true });
    return data.data.answerId;
  }

  /** The brief's production (user@cue.test) passes an answer with a reason and a note, through the API. */
  static async passThroughApi(answerId: number, reasonCode: ProgramAnswerPassReason, note: string): Promise<void> {
    await decideAnswer({ client: await clientOf('user@cue.test'), path: { answerId }, body: { outcome: 'passed', reasonCode, note }, throwOnError: true });
  }

  /** Whether `login` may read the brief through the API (a composer not selected in its round may not). */
  static async mayRead(briefId: number, login: string): Promise<boolean> {
    const client = await clientOf(login);
    try {
      await getBrief({ client, path: { briefId }, throwOnError: true });
      return true;
    } catch {
      return false;
    }
  }

  private panel(): Locator {
    return this.page.locator('section.app-answering');
  }

  async open(briefId: number): Promise<void> {
    await openInApp(this.page, `/program/briefs/${briefId}`);
    await this.panel().waitFor();
  }

  /** Opens any address and waits for its heading or its empty or not-found state. */
  async openAny(path: string): Promise<void> {
    await openInApp(this.page, path);
    await this.page.locator('main h1, main .bp6-non-ideal-state').first().waitFor();
  }

  async chooseTrack(title: string): Promise<void> {
    await this.panel()
      .locator('label.bp6-checkbox')
      .filter({ hasText: new RegExp(`^\\s*${escaped(title)}(\\s|$)`) })
      .click();
  }

  private orderRow(title: string): Locator {
    return this.panel()
      .locator('.app-answering-order-item')
      .filter({ has: this.page.locator('.app-answering-order-name', { hasText: title }) });
  }

  /** Moves a chosen track one place up with its button, from the keyboard. */
  async moveUp(title: string): Promise<void> {
    await this.orderRow(title).locator('[data-move="up"]').focus();
    await this.page.keyboard.press('Enter');
  }

  async chosenOrder(): Promise<string[]> {
    return (await this.panel().locator('.app-answering-order-name').allTextContents()).map((text) => text.trim());
  }

  async writeNote(text: string): Promise<void> {
    await this.panel().locator('textarea').fill(text);
  }

  async send(): Promise<void> {
    await this.panel().locator('form button[type="submit"]').click();
  }

  async edit(): Promise<void> {
    await this.panel().locator('[data-action="edit"]').click();
    await this.panel().locator('form').waitFor();
  }

  /** Withdraw, then the confirmation's Withdraw (the danger button of the alert). */
  async withdrawAndConfirm(): Promise<void> {
    await this.panel().locator('[data-action="withdraw"]').click();
    const alert = this.page.getByRole('alertdialog');
    await alert.locator('.bp6-alert-footer .bp6-intent-danger').click();
    await alert.waitFor({ state: 'detached' });
  }

  async expectSays(text: string): Promise<void> {
    await eventually(
      async () => ((await this.panel().textContent()) ?? '').replace(/\s+/g, ' '),
      (shown) => ok(shown.includes(text), `the answer panel says "${shown}", not "${text}"`),
    );
  }

  async expectStatus(status: string): Promise<void> {
    await eventually(
      async () => (await this.panel().locator('.app-answering-status').textContent())?.trim(),
      (shown) => deepStrictEqual(shown, status),
    );
  }

  async expectSentTracks(titles: string[]): Promise<void> {
    await eventually(
      async () => (await this.panel().locator('.app-answering-sent-title').allTextContents()).map((text) => text.trim()),
      (shown) => deepStrictEqual(shown, titles),
    );
  }

  async expectNoSteps(): Promise<void> {
    await this.panel().waitFor();
    deepStrictEqual(await this.panel().locator('[data-action]').count(), 0);
  }

  /** The composer's answers list (on the briefs page): the film's row with its status and reason. */
  async expectMyAnswer(title: string, text: string): Promise<void> {
    const row = this.page.locator('.app-answering-mine-item').filter({ has: this.page.locator('.app-answering-mine-title', { hasText: title }) });
    await eventually(
      async () => ((await row.textContent()) ?? '').replace(/\s+/g, ' '),
      (shown) => ok(shown.includes(text), `the answer to ${title} says "${shown}", not "${text}"`),
    );
  }

  /** Nothing on the page names the film, and there is no answer panel. */
  async expectNothingOf(title: string): Promise<void> {
    await eventually(
      async () => (await this.page.locator('main').textContent()) ?? '',
      (shown) => ok(!shown.includes(title), `the page names ${title}`),
    );
    deepStrictEqual(await this.panel().count(), 0);
  }
}
