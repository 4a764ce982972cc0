import { strictEqual } from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { currentEnvironment } from '../environment';
import { eventually } from '../eventually';
import { mockApi } from './MockApi';
import { openInApp } from './openInApp';

/** The demo musician's first track id, read through the public API. */
export async function firstTrackOf(login: string): Promise<number> {
  const { accessToken } = await mockApi.login(login);
  const base = currentEnvironment().server.url;
  const get = async <T>(path: string) => ((await (await fetch(`${base}${path}`, { headers: { authorization: `Bearer ${accessToken}` } })).json()) as { data: T }).data;
  const { musicianId } = await get<{ musicianId: number }>('/api/v1/my/profile');
  const { tracks } = await get<{ tracks: Array<{ musicFileId: number }> }>(`/api/v1/musicians/${musicianId}`);
  return tracks[0]!.musicFileId;
}

/** Music edit (`/music-edit/{id}`): opened directly, or the way the musician profile page opens it. */
export class MusicEditPage {
  constructor(readonly page: Page) {}

  async openDirectly(musicFileId: number): Promise<void> {
    await openInApp(this.page, `/music-edit/${musicFileId}`);
  }

  /**
   * Opens it as the profile page does, `navigate('/music-edit/' + id, { state: { from: 'musician-profile' } })`:
   * from /musician-profile, a history entry with that router state (react-router keeps it under `usr`).
   */
  async openFromProfile(musicFileId: number): Promise<void> {
    await openInApp(this.page, '/musician-profile');
    await this.page.getByRole('banner').waitFor();
    await this.page.evaluate((id) => {
      const state = { usr: { from: 'musician-profile' }, key: 'from-profile', idx: ((window.history.state as { idx?: number } | null)?.idx ?? 0) + 1 };
      window.history.pushState(state, '', `/music-edit/${id}`);
      window.dispatchEvent(new PopStateEvent('popstate', { state }));
    }, musicFileId);
    await this.page.locator('form.app-track-form').waitFor();
  }

  async changeTitle(title: string): Promise<void> {
    await this.page.locator('form.app-track-form input[type="text"]').first().fill(title);
  }

  async expectPath(path: string): Promise<void> {
    await eventually(
      async () => new URL(this.page.url()).pathname,
      (current) => strictEqual(current, path),
      10_000,
    );
  }
}
