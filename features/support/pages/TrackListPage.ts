import { deepStrictEqual, strictEqual } from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { eventually } from '../eventually';

/** The shared track list (rows with play, like and share buttons) and the like login offer. */
export class TrackListPage {
  constructor(readonly page: Page) {}

  private likeButton(label: string) {
    return this.page.locator('.app-catalog-track').getByRole('button', { name: label, exact: true });
  }

  async pressLike(label: string): Promise<void> {
    await this.likeButton(label).click();
  }

  /** The like toggle is on or off (`aria-pressed`) and the count beside it reads `count`. */
  async expectLike(label: string, on: boolean, count: number): Promise<void> {
    const button = this.likeButton(label);
    const read = async () => ({
      pressed: await button.getAttribute('aria-pressed'),
      count: (await button.locator('xpath=..').locator('.app-catalog-like-count').textContent())?.trim(),
    });
    await eventually(read, (shown) => {
      strictEqual(shown.pressed, String(on));
      strictEqual(shown.count, String(count));
    });
  }

  /** The row of a track, by its title as shown. */
  private row(title: string) {
    return this.page.locator('.app-catalog-track').filter({ has: this.page.locator('.app-catalog-track-title', { hasText: title }) });
  }

  /** A track's play count as shown ("1 play") and its like count as read out beside the heart ("2 likes"). */
  async expectCounts(title: string, plays: string, likes: string): Promise<void> {
    const row = this.row(title);
    const read = async () => [
      (await row.locator('.app-catalog-track-plays').textContent())?.trim(),
      (await row.locator('.app-catalog-like .app-visually-hidden').textContent())?.trim(),
    ];
    await eventually(read, (shown) => deepStrictEqual(shown, [plays, likes]));
  }

  private dialog() {
    return this.page.getByRole('dialog');
  }

  async expectLoginOffer(title: string, action: string): Promise<void> {
    await eventually(
      () => this.dialog().getByRole('heading').first().textContent(),
      (text) => strictEqual(text?.trim(), title),
    );
    await this.dialog().getByRole('button', { name: action, exact: true }).waitFor();
  }

  /** The browser's Back button on the login page: the page the visitor came from is shown again. */
  async goBackFromLogin(): Promise<void> {
    await this.page.locator('form.app-login__form').waitFor();
    await this.page.goBack();
    await this.page.locator('.app-catalog-track').first().waitFor();
  }

  async pressInLoginOffer(label: string): Promise<void> {
    await this.dialog().getByRole('button', { name: label, exact: true }).click();
  }

  /** The login page is open and will bring the visitor back to `path` (its `redirect`, read decoded). */
  async expectLoginComingBackTo(path: string): Promise<void> {
    await eventually(
      async () => {
        const url = new URL(this.page.url());
        const back = new URL(url.searchParams.get('redirect') ?? '', url.origin);
        const query = [...back.searchParams].map(([name, value]) => `${name}=${value}`).join('&');
        return `${url.pathname} -> ${back.pathname}${query ? `?${query}` : ''}`;
      },
      (shown) => strictEqual(shown, `/login -> ${path}`),
    );
  }
}
