import { deepStrictEqual, ok, strictEqual } from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { eventually } from '../eventually';
import { mockApi } from './MockApi';
import { openInApp, reloadInApp } from './openInApp';

/** Reads `m:ss` as seconds. */
const secondsOf = (clock: string) => {
  const [minutes, seconds] = clock.trim().split(':').map(Number) as [number, number];
  return minutes * 60 + seconds;
};

/** What the page's one audio element is doing (the player's `<audio>`, kept at the end of `<body>`). */
interface AudioFacts {
  paused: boolean;
  currentTime: number;
  src: string;
  count: number;
}

/** One request of the audio file: its Range header and the status it was answered with. */
interface AudioRequest {
  range: string | undefined;
  status: number | undefined;
}

/**
 * The persistent bottom player (region "Player" / "플레이어") and shared track links. Controls are found by
 * their accessible names in the page's language; what really sounds is read from the audio element.
 */
export class PlayerPage {
  /** The track whose play count a scenario watches, and its count before listening. */
  private countedTrack: number | undefined;
  private countBefore = 0;
  private readonly audioRequests: AudioRequest[] = [];
  private watching = false;

  constructor(readonly page: Page) {}

  private region() {
    return this.page.getByRole('region', { name: /^(Player|플레이어)$/ });
  }

  private async language(): Promise<'ko' | 'en'> {
    return (await this.page.evaluate(() => document.documentElement.lang)) === 'en' ? 'en' : 'ko';
  }

  private async label(names: { ko: string; en: string }): Promise<string> {
    return names[await this.language()];
  }

  /**
   * Records every answer to a request of an audio file (its Range header and status) from now on. With
   * `preload="metadata"` the browser may abort a request once it has what it needs, so answers are read
   * when they arrive rather than when the transfer finishes.
   */
  private watchAudioRequests(): void {
    if (this.watching) return;
    this.watching = true;
    this.page.on('response', (response) => {
      if (!response.url().includes('/api/v1/files/seed-audio-')) return;
      // The headers the browser sent (synchronous, so nothing is left pending when the scenario ends).
      this.audioRequests.push({ range: response.request().headers()['range'], status: response.status() });
    });
  }

  private audio(): Promise<AudioFacts> {
    return this.page.evaluate(() => {
      const elements = document.querySelectorAll('audio');
      const audio = elements[0];
      return { paused: audio?.paused ?? true, currentTime: audio?.currentTime ?? 0, src: audio?.currentSrc ?? '', count: elements.length };
    });
  }

  private async elapsed(): Promise<string> {
    return ((await this.region().locator('.app-player__time--elapsed').textContent()) ?? '').trim();
  }

  /** Opens a shared track link and waits for the player to show a track. */
  async openLink(path: string): Promise<void> {
    this.watchAudioRequests();
    await openInApp(this.page, path);
    await this.region().waitFor();
  }

  async expectTrack(title: string, musician: string): Promise<void> {
    await this.region().getByText(title, { exact: true }).waitFor();
    await this.region().getByRole('img', { name: title, exact: true }).waitFor();
    await this.region().getByRole('link', { name: musician, exact: true }).waitFor();
  }

  async expectTimes(elapsed: string, total: string): Promise<void> {
    const total$ = this.region().locator('.app-player__time--total');
    await eventually(
      async () => [await this.elapsed(), ((await total$.textContent()) ?? '').trim()],
      ([shownElapsed, shownTotal]) => {
        strictEqual(shownElapsed, elapsed);
        strictEqual(shownTotal, total);
      },
    );
  }

  /** Nothing sounds: the player offers `playLabel` and the audio element is paused, at the shown time. */
  async expectPaused(playLabel: string): Promise<void> {
    await this.region().getByRole('button', { name: playLabel, exact: true }).waitFor();
    await new Promise((resolve) => setTimeout(resolve, 500));
    const audio = await this.audio();
    ok(audio.paused, 'the audio element should be paused');
    strictEqual(audio.count, 1, 'the app should have exactly one audio element');
  }

  async press(label: string): Promise<void> {
    await this.region().getByRole('button', { name: label, exact: true }).click();
  }

  /** Presses the player's Play button (in the page's language). */
  async play(): Promise<void> {
    await this.press(await this.label({ ko: '재생', en: 'Play' }));
  }

  /** The audio really plays (the element runs and its time advances) and the shown elapsed time advances. */
  async expectPlaying(pauseLabel: string): Promise<void> {
    await this.region().getByRole('button', { name: pauseLabel, exact: true }).waitFor();
    const before = await this.audio();
    const shownBefore = secondsOf(await this.elapsed());
    await eventually(
      () => this.audio(),
      (audio) => {
        ok(!audio.paused, 'the audio element should be playing');
        ok(audio.currentTime >= before.currentTime + 1, `the audio time should advance (from ${before.currentTime} to ${audio.currentTime})`);
      },
      8_000,
    );
    await eventually(
      () => this.elapsed(),
      (shown) => ok(secondsOf(shown) > shownBefore, `the elapsed time should advance from ${shownBefore}s, shows ${shown}`),
      8_000,
    );
  }

  /** Focuses the seek slider (by its name) and presses a key, as a keyboard user would. */
  async pressKeyOnSlider(sliderName: string, key: string): Promise<void> {
    const slider = this.region().getByRole('slider', { name: sliderName, exact: true });
    await slider.focus();
    await this.page.keyboard.press(key);
  }

  async expectElapsed(elapsed: string): Promise<void> {
    await eventually(
      () => this.elapsed(),
      (shown) => strictEqual(shown, elapsed),
    );
  }

  async expectSliderText(sliderName: string, valueText: string): Promise<void> {
    const slider = this.region().getByRole('slider', { name: sliderName, exact: true });
    await eventually(
      () => slider.getAttribute('aria-valuetext'),
      (text) => strictEqual(text, valueText),
    );
  }

  /** The audio element is at about `seconds` (the seek reached the media, not only the slider). */
  async expectAudioAt(seconds: number): Promise<void> {
    await eventually(
      () => this.audio(),
      (audio) => ok(Math.abs(audio.currentTime - seconds) < 1, `audio at ${audio.currentTime}, expected ${seconds}`),
    );
  }

  /** Every request of the audio asked for a byte range and got 206 Partial Content; one started past the beginning. */
  async expectRangeRequests(): Promise<void> {
    await eventually(
      async () => [...this.audioRequests],
      (requests) => {
        ok(requests.length > 0, 'the audio should have been requested');
        for (const request of requests) {
          ok(request.range?.startsWith('bytes='), `every audio request should send Range, saw ${JSON.stringify(requests)}`);
          strictEqual(request.status, 206, `every audio request should be answered 206, saw ${JSON.stringify(requests)}`);
        }
        ok(
          requests.some((request) => !/^bytes=0-/.test(request.range ?? '')),
          `a seek should ask for a later byte range, saw ${JSON.stringify(requests)}`,
        );
      },
      8_000,
    );
  }

  /** Remembers a track's play count (through the API) to compare after listening. */
  async notePlayCount(musicFileId: number): Promise<void> {
    this.countedTrack = musicFileId;
    this.countBefore = await this.playCount(musicFileId);
  }

  private async playCount(musicFileId: number): Promise<number> {
    const response = await this.page.request.get(`/api/v1/music/${musicFileId}`);
    ok(response.ok(), `GET /api/v1/music/${musicFileId} answered ${response.status()}`);
    return ((await response.json()) as { data: { playCount: number } }).data.playCount;
  }

  /** Waits until the shown elapsed time reaches `seconds` (the music plays meanwhile). */
  async listenUntil(seconds: number, timeoutMs: number): Promise<void> {
    await eventually(
      () => this.elapsed(),
      (shown) => ok(secondsOf(shown) >= seconds, `elapsed ${shown}, waiting for ${seconds}s`),
      timeoutMs,
    );
  }

  /** The watched track's count rose by exactly `rise` (and stays there a moment: no late second count). */
  async expectPlayCountRise(rise: number): Promise<void> {
    const track = this.countedTrack;
    ok(track !== undefined, 'notePlayCount first');
    await eventually(
      () => this.playCount(track),
      (count) => strictEqual(count, this.countBefore + rise),
    );
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    strictEqual(await this.playCount(track), this.countBefore + rise);
  }

  /** Reloads the page (same browser session), waits for the shared track again and presses Play. */
  /** Reloads (first forgetting the session's listener id when `freshListener`, as a new private window would) and plays. */
  async reloadAndPlay(freshListener = false): Promise<void> {
    if (freshListener) await this.page.evaluate(() => sessionStorage.clear());
    await reloadInApp(this.page);
    await this.region().waitFor();
    await this.play();
  }

  /** The player shows `title` and really plays it. */
  async expectPlayingTrack(title: string, pauseLabel: string): Promise<void> {
    await this.region().getByText(title, { exact: true }).waitFor();
    await this.expectPlaying(pauseLabel);
  }

  /** The queue popover lists these titles in order, the one at `currentIndex` marked as the current track. */
  async expectQueue(titles: string[], current: string): Promise<void> {
    await this.press(await this.label({ ko: '재생 목록', en: 'Queue' }));
    const list = this.page.getByRole('list', { name: await this.label({ ko: '재생 목록', en: 'Queue' }) });
    const entries = list.getByRole('button');
    await eventually(
      async () =>
        Promise.all(
          (await entries.all()).map(async (entry) => ({
            title: (await entry.locator('.app-player-queue__title').textContent())?.trim(),
            current: await entry.getAttribute('aria-current'),
          })),
        ),
      (shown) => {
        strictEqual(JSON.stringify(shown.map((entry) => entry.title)), JSON.stringify(titles));
        strictEqual(JSON.stringify(shown.filter((entry) => entry.current === 'true').map((entry) => entry.title)), JSON.stringify([current]));
      },
    );
    await this.page.keyboard.press('Escape');
  }

  /** The titles the queue popover lists, in order, and the count in its heading (the popover is closed again). */
  async queue(): Promise<{ titles: string[]; count: string }> {
    await this.press(await this.label({ ko: '재생 목록', en: 'Queue' }));
    const list = this.page.getByRole('list', { name: await this.label({ ko: '재생 목록', en: 'Queue' }) });
    await list.waitFor();
    const titles = (await list.locator('.app-player-queue__title').allTextContents()).map((title) => title.trim());
    const count = ((await this.page.locator('.app-player-queue__count').textContent()) ?? '').trim();
    await this.page.keyboard.press('Escape');
    await list.waitFor({ state: 'hidden' });
    return { titles, count };
  }

  /** The "Play all" button above the page's track list. */
  async pressPlayAll(label: string): Promise<void> {
    this.watchAudioRequests();
    await this.page.getByRole('button', { name: label, exact: true }).click();
    await this.region().waitFor();
  }

  /** The player's like toggle is on or off (`aria-pressed`) with `count` beside it. */
  async expectLike(label: string, on: boolean, count: number): Promise<void> {
    const button = this.region().getByRole('button', { name: label, exact: true });
    const read = async () => ({
      pressed: await button.getAttribute('aria-pressed'),
      count: (await button.locator('xpath=..').locator('.app-catalog-like-count').textContent())?.trim(),
    });
    await eventually(read, (shown) => deepStrictEqual(shown, { pressed: String(on), count: String(count) }));
  }

  /** The demo musician (musician@cue.test) deletes one of their tracks through the API, by its English title. */
  async deleteTrackAsMusician(title: string): Promise<void> {
    const { accessToken } = await mockApi.login('musician@cue.test');
    const headers = { authorization: `Bearer ${accessToken}` };
    // musician@cue.test is musician 1, with music 1 and 2 (mocks/seed/demoAccounts.ts).
    let trackId: number | undefined;
    for (const id of [1, 2]) {
      const answer = await this.page.request.get(`/api/v1/music/${id}`);
      if (((await answer.json()) as { data: { title: { en: string } } }).data.title.en === title) trackId = id;
    }
    ok(trackId !== undefined, `the demo musician has no track ${title}`);
    const answer = await this.page.request.delete(`/api/v1/music/${trackId}`, { headers });
    ok(answer.ok(), `deleting ${title} answered ${answer.status()}`);
  }

  /** Waits until the player shows a track again (after a reload). */
  async waitForTrack(): Promise<void> {
    await this.region().waitFor();
  }

  /** Presses a key with nothing in particular focused (the page itself), as a listener reading the page would. */
  async pressShortcut(key: string): Promise<void> {
    await this.region().waitFor();
    await this.page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await this.page.keyboard.press(key === '?' ? 'Shift+Slash' : key);
  }

  /** The player offers `playLabel` and its audio is paused (it may have been playing). */
  async expectStopped(playLabel: string): Promise<void> {
    await this.region().getByRole('button', { name: playLabel, exact: true }).waitFor();
    await eventually(
      () => this.audio(),
      (audio) => ok(audio.paused, 'the audio element should be paused'),
    );
  }

  private searchBox() {
    return this.page.getByRole('search').getByRole('searchbox');
  }

  async typeInSearchBox(text: string): Promise<void> {
    await this.region().waitFor();
    await this.searchBox().click();
    await this.page.keyboard.type(text);
  }

  async expectSearchBox(text: string): Promise<void> {
    await eventually(
      () => this.searchBox().inputValue(),
      (value) => strictEqual(value, text),
    );
  }

  /** The mute button offers `label` and the audio element is muted (sound off) or not. */
  async expectSound(label: string, on: boolean): Promise<void> {
    await this.region().getByRole('button', { name: label, exact: true }).waitFor();
    await eventually(
      () => this.page.evaluate(() => document.querySelector('audio')?.muted),
      (muted) => strictEqual(muted, !on),
    );
  }

  private dialog() {
    return this.page.getByRole('dialog');
  }

  /** Each switch of the dialog reads "key: action" and is on, in this order. */
  async expectShortcutList(expected: string[]): Promise<void> {
    const rows = this.dialog().locator('.app-player-shortcuts__item');
    await eventually(
      async () =>
        Promise.all(
          (await rows.all()).map(async (row) => ({
            text: `${(await row.locator('kbd').textContent())?.trim()}: ${(await row.locator('.app-player-shortcuts__action').textContent())?.trim()}`,
            on: await row.getByRole('switch').isChecked(),
          })),
        ),
      (shown) =>
        deepStrictEqual(
          shown,
          expected.map((text) => ({ text, on: true })),
        ),
    );
  }

  /** Flips a shortcut's switch off (by its action's name) and closes the dialog with Escape. */
  async switchOffShortcut(action: string): Promise<void> {
    const toggle = this.dialog().getByRole('switch', { name: action });
    // Blueprint draws the switch over a hidden checkbox: the listener clicks the drawn switch (its label).
    await this.dialog()
      .locator('label', { has: this.page.getByRole('switch', { name: action }) })
      .click();
    await eventually(
      () => toggle.isChecked(),
      (checked) => strictEqual(checked, false),
    );
    await this.page.keyboard.press('Escape');
    await this.dialog().waitFor({ state: 'detached' });
  }
}
