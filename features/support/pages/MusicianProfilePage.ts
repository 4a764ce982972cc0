import { strictEqual } from 'node:assert/strict';
import type { Locator, Page } from 'playwright-core';
import { eventually } from '../eventually';
import { appText } from './MusicianRegistrationPage';
import { openInApp } from './openInApp';

/**
 * The musician's own profile (/musician-profile): names, contact, the tracks with edit and delete, the
 * upload link; and the way to its edit page. Buttons are found by their labels in the page's language.
 */
export class MusicianProfilePage {
  constructor(readonly page: Page) {}

  async open(): Promise<void> {
    await openInApp(this.page, '/musician-profile');
  }

  /** A link drawn as a Blueprint button (an anchor with the button role). */
  private routeButton(label: string): Locator {
    return this.page
      .locator('a')
      .filter({ has: this.page.getByText(label, { exact: true }) })
      .first();
  }

  private tracks(): Locator {
    return this.page.locator('.app-own-track');
  }

  async expectTrackCount(count: number, countText: string): Promise<void> {
    await eventually(
      () => this.tracks().count(),
      (actual) => strictEqual(actual, count),
    );
    const line = this.page.locator('.app-own-profile-count');
    await eventually(
      () => line.textContent(),
      (text) => strictEqual(text?.trim(), countText),
    );
  }

  /** Follows a link drawn as a button ("View my public page", the edit form's "Cancel"). */
  async followRouteButton(label: string): Promise<void> {
    await this.routeButton(label).click();
  }

  async expectUploadLink(label: string): Promise<void> {
    const link = this.routeButton(label);
    await eventually(
      () => link.getAttribute('href'),
      (href) => strictEqual(href, '/music-upload'),
    );
  }

  /** Presses a track's action ("Edit" or "Delete") on the first track. */
  async pressOnFirstTrack(key: 'profile.editTrack' | 'profile.deleteTrack'): Promise<void> {
    await this.tracks()
      .first()
      .getByRole('button', { name: await appText(this.page, 'musicianProfile', key) })
      .click();
  }

  async confirmDelete(): Promise<void> {
    const label = await appText(this.page, 'musicianProfile', 'profile.deleteTrack');
    await this.page.getByRole('alertdialog').or(this.page.getByRole('dialog')).getByRole('button', { name: label, exact: true }).click();
  }

  async expectFailure(message: string): Promise<void> {
    const title = this.page.locator('.app-own-profile-failure .app-profile-form-failure-title');
    await eventually(
      () => title.textContent(),
      (text) => strictEqual(text?.trim(), message),
    );
  }

  async expectIntro(intro: string): Promise<void> {
    const line = this.page.locator('.app-own-profile-intro');
    await eventually(
      () => line.textContent(),
      (text) => strictEqual(text?.trim(), intro),
    );
  }

  async editProfile(): Promise<void> {
    await this.routeButton(await appText(this.page, 'musicianProfile', 'profile.edit')).click();
    await this.page.locator('.app-profile-form').waitFor();
  }

  async expectPathStartsWith(prefix: string): Promise<void> {
    await eventually(
      async () => new URL(this.page.url()).pathname,
      (path) => strictEqual(path.startsWith(prefix), true, path),
    );
  }

  async expectCallToRegister(title: string, link: string): Promise<void> {
    await this.page.getByRole('heading', { level: 1, name: title, exact: true }).waitFor();
    const register = this.page.getByRole('link', { name: link, exact: true });
    await eventually(
      () => register.getAttribute('href'),
      (href) => strictEqual(href, '/musician-registration'),
    );
  }
}
