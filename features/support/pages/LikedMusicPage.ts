import { deepStrictEqual, ok, strictEqual } from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { currentEnvironment } from '../environment';
import { eventually } from '../eventually';
import { openInApp } from './openInApp';

/** The general demo account (README): it already likes 6 tracks in the seed. */
export const LISTENER_LOGIN = 'user@cue.test';
/** The demo musician (musician 1) whose tracks the features like. */
const DEMO_MUSICIAN_ID = 1;

interface LocalizedText {
  ko: string;
  en: string;
}

/** A call of the public API as the listener (with their access token), answering its `data`. */
async function api<T>(method: string, path: string, accessToken: string): Promise<T> {
  const response = await fetch(`${currentEnvironment().server.url}${path}`, { method, headers: { authorization: `Bearer ${accessToken}` } });
  if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${await response.text()}`);
  return ((await response.json()) as { data: T }).data;
}

/** The listener's likes, prepared through the public API, the way the app's like button would. */
export const listenerLikes = {
  /** Likes the demo musician's track with this title (Korean or English). */
  async likeDemoMusicianTrack(accessToken: string, title: string): Promise<void> {
    const musician = await api<{ tracks: Array<{ musicFileId: number; title: LocalizedText }> }>('GET', `/api/v1/musicians/${DEMO_MUSICIAN_ID}`, accessToken);
    const track = musician.tracks.find((candidate) => candidate.title.en === title || candidate.title.ko === title);
    ok(track, `the demo musician has no track "${title}"`);
    await api('PUT', `/api/v1/music/${track.musicFileId}/like`, accessToken);
  },

  /** Removes every like of the listener. */
  async unlikeEverything(accessToken: string): Promise<void> {
    const liked = await api<{ content: Array<{ musicFileId: number }> }>('GET', '/api/v1/my/likes?page=1&size=100', accessToken);
    for (const track of liked.content) await api('DELETE', `/api/v1/music/${track.musicFileId}/like`, accessToken);
  },
};

/** The liked-music page (/liked-music): the shared track list, its empty and failure states. */
export class LikedMusicPage {
  constructor(readonly page: Page) {}

  async open(): Promise<void> {
    await openInApp(this.page, '/liked-music');
    await this.page.getByRole('heading', { level: 1 }).first().waitFor();
  }

  /** The rows of the liked-track list (the shared track list: one `<li>` per track). */
  private rows() {
    return this.page.locator('.app-board-page ul[aria-label] > li');
  }

  async expectFirstTrack(title: string): Promise<void> {
    await this.rows().first().getByText(title, { exact: true }).waitFor();
  }

  async expectTrackCount(count: number): Promise<void> {
    await eventually(
      () => this.rows().count(),
      (shown) => strictEqual(shown, count),
      10_000,
    );
  }

  async expectMessage(message: string): Promise<void> {
    await this.page.locator('.app-board-page').getByText(message, { exact: true }).waitFor();
  }

  async expectLink(label: string, path: string): Promise<void> {
    const link = this.page.locator('.app-board-page').getByRole('link', { name: label, exact: true });
    deepStrictEqual(await link.getAttribute('href'), path);
  }

  async press(label: string): Promise<void> {
    await this.page.locator('.app-board-page').getByRole('button', { name: label, exact: true }).click();
  }
}
