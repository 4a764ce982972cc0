import { ok } from 'node:assert/strict';
import type { Locator, Page } from 'playwright-core';
import { eventually } from '../eventually';

/**
 * Waveforms (src/features/playback/waveform) in the player bar, on a track's page and under the musician page's rows. They are
 * pointer shortcuts hidden from assistive technology, so they are found by their place on the page; what they
 * did is read from the player (slider, audio element) and from wavesurfer's played part (its `progress` part,
 * inside an open shadow root, which Playwright's CSS locators pierce).
 */
export class WaveformPage {
  constructor(readonly page: Page) {}

  private player(): Locator {
    return this.page.getByRole('region', { name: /^(Player|플레이어)$/ }).locator('.app-waveform');
  }

  private trackPage(): Locator {
    return this.page.locator('.app-track-details-waveform');
  }

  private row(title: string): Locator {
    return this.page.locator('li.app-catalog-track', { has: this.page.getByRole('link', { name: title, exact: true }) }).locator('.app-waveform');
  }

  /** Clicks `waveform` a little past the middle (51 %), at mid-height, as a pointer would. */
  private async clickAt(waveform: Locator, fraction: number): Promise<void> {
    await waveform.waitFor();
    await waveform.scrollIntoViewIfNeeded();
    const box = await waveform.boundingBox();
    ok(box && box.width > 0, 'the waveform should have a size');
    await this.page.mouse.click(box.x + box.width * fraction, box.y + box.height / 2);
  }

  async clickPlayer(): Promise<void> {
    await this.clickAt(this.player(), 0.51);
  }

  async clickTrackPage(): Promise<void> {
    await this.clickAt(this.trackPage(), 0.51);
  }

  async clickRow(title: string): Promise<void> {
    await this.clickAt(this.row(title), 0.51);
  }

  /** Clicks the flag of the cue marker labelled `label` (its tooltip) on the track page's waveform. */
  async clickMarker(label: string): Promise<void> {
    const marker = this.trackPage().locator(`.app-waveform__marker[title="${label}"]`);
    await marker.waitFor();
    await marker.click();
  }

  /** The player's waveform is drawn and its played part covers about `fraction` of it. */
  async expectPlayerPlayed(fraction: number): Promise<void> {
    const progress = this.player().locator('[part="progress"]');
    await eventually(
      () => progress.evaluate((element) => (element as HTMLElement).style.width),
      (width) => ok(Math.abs(parseFloat(width) / 100 - fraction) < 0.05, `the played part is ${width} wide, expected about ${fraction * 100}%`),
    );
  }

  /** The audio element plays from about `seconds` (it may have moved on a little since). */
  async expectPlaysFrom(seconds: number): Promise<void> {
    await eventually(
      () => this.page.evaluate(() => ({ time: document.querySelector('audio')?.currentTime ?? 0, paused: document.querySelector('audio')?.paused ?? true })),
      ({ time, paused }) =>
        ok(!paused && time >= seconds - 0.5 && time < seconds + 3, `the audio is at ${time} (paused: ${paused}), expected to play from about ${seconds}`),
    );
  }

  /**
   * While the track plays, every change of the player's played part follows a time update or a seek of the
   * audio (no frame-by-frame movement), and no CSS animation or transition runs on the page.
   */
  async expectNoAnimation(): Promise<void> {
    const progress = this.player().locator('[part="progress"]');
    await progress.waitFor({ state: 'attached' });
    await progress.evaluate((element) => {
      const audio = document.querySelector('audio')!;
      const record = { updates: 0, changes: 0 };
      (window as unknown as { waveformMotion: typeof record }).waveformMotion = record;
      for (const type of ['timeupdate', 'seeking', 'seeked']) audio.addEventListener(type, () => (record.updates += 1));
      new MutationObserver(() => (record.changes += 1)).observe(element, { attributes: true, attributeFilter: ['style'] });
    });
    const read = () =>
      this.page.evaluate(() => ({
        ...(window as unknown as { waveformMotion: { updates: number; changes: number } }).waveformMotion,
        animations: document.getAnimations().length,
      }));
    // Enough time updates to tell: a frame-driven bar changes about 15 times for every one of them.
    await eventually(read, (motion) => ok(motion.updates >= 6, `only ${motion.updates} time updates so far`), 10_000);
    const motion = await read();
    ok(motion.changes > 0, 'the played part should move while the track plays');
    ok(motion.changes <= motion.updates, `the played part changed ${motion.changes} times for ${motion.updates} time updates`);
    ok(motion.animations === 0, `${motion.animations} animations run on the page`);
  }
}
