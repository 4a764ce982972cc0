import { deepStrictEqual, ok, strictEqual } from 'node:assert/strict';
import type { FrameLocator, Page } from 'playwright-core';
import { currentEnvironment } from '../environment';
import { embedHostUrl } from '../embedHost';
import { eventually } from '../eventually';

const LANGUAGE_CODES: Record<string, string> = { Korean: 'ko', English: 'en' };

/**
 * The embeddable player as another site shows it: a page of a second local origin (`embedHost`) frames
 * `/embed/track/{id}?lang=` of Cue Connect at a given size; every check looks inside that frame.
 */
export class EmbedPage {
  constructor(readonly page: Page) {}

  /** A framed player: the host page's first iframe, or the one at `index`. */
  frame(index = 0): FrameLocator {
    return this.page.frameLocator(`#frame-${index}`);
  }

  embedUrl(musicFileId: number, language: string): string {
    const code = LANGUAGE_CODES[language];
    if (!code) throw new Error(`Unknown language ${language}: use Korean or English.`);
    return `${currentEnvironment().server.url}/embed/track/${musicFileId}?lang=${code}`;
  }

  /** Opens the other site's page framing the given Cue Connect addresses, the first at `width` x `height`. */
  async openFramed(sources: string[], width = 640, height = 180): Promise<void> {
    const query = new URLSearchParams({ width: String(width), height: String(height) });
    for (const source of sources) query.append('src', source);
    await this.page.setViewportSize({ width: Math.max(width + 40, 360), height: 2 * height + 160 });
    await this.page.goto(`${await embedHostUrl()}/frames?${query.toString()}`);
    await this.waitForFrames(sources.filter((source) => source.includes('/embed/')).length);
  }

  /** Reloads the other site's page as its visitor would: the browser revalidates the frames' pages it holds. */
  async reload(): Promise<void> {
    const frames = await this.page.locator('iframe').count();
    await this.page.reload();
    await this.waitForFrames(frames);
  }

  /** Waits until the first `count` frames show a loaded player; a refused frame never does. */
  private async waitForFrames(count: number): Promise<void> {
    for (let index = 0; index < count; index++) await this.frame(index).locator('main:not([aria-busy])').waitFor();
  }

  async expectHeading(title: string, musician: string, cover: string): Promise<void> {
    await this.frame().getByRole('heading', { level: 1, name: title, exact: true }).waitFor();
    await this.frame().getByText(musician, { exact: true }).waitFor();
    await this.frame().getByRole('img', { name: cover, exact: true }).waitFor();
  }

  async expectControls(play: string, seek: string, time: string): Promise<void> {
    await this.frame().getByRole('button', { name: play, exact: true }).waitFor();
    await this.frame().getByRole('slider', { name: seek, exact: true }).waitFor();
    await eventually(
      () => this.frame().getByTestId('embed-time').textContent(),
      (text) => strictEqual(text, time),
    );
  }

  async expectMarkers(markers: string[]): Promise<void> {
    const list = this.frame().getByRole('list', { name: /^(큐 마커|Cue markers)$/ });
    await eventually(
      () => list.getByRole('button').allInnerTexts(),
      (texts) =>
        deepStrictEqual(
          texts.map((text) => text.replace(/\s+/g, ' ').trim()),
          markers,
        ),
    );
  }

  /** A link of the frame: its address (on Cue Connect), a new tab, no opener. */
  async expectLink(label: string, path: string): Promise<void> {
    const link = this.frame().getByRole('link', { name: new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`) });
    await link.waitFor();
    strictEqual(await link.evaluate((element: HTMLAnchorElement) => element.href), `${currentEnvironment().server.url}${path}`);
    strictEqual(await link.getAttribute('target'), '_blank');
    ok((await link.getAttribute('rel'))?.split(/\s+/).includes('noopener'), 'the link has rel=noopener');
  }

  /** Nothing scrolls or is cut off: the page is no wider and no taller than its frame. */
  async expectFits(): Promise<void> {
    const size = await this.frame()
      .locator('html')
      .evaluate((html) => ({
        width: html.scrollWidth,
        height: html.scrollHeight,
        frameWidth: html.clientWidth,
        frameHeight: html.clientHeight,
      }));
    ok(size.width <= size.frameWidth, `the embed page is ${size.width} px wide in a ${size.frameWidth} px frame`);
    ok(size.height <= size.frameHeight, `the embed page is ${size.height} px high in a ${size.frameHeight} px frame`);
  }

  async expectDocumentTitle(title: string): Promise<void> {
    await eventually(
      () =>
        this.frame()
          .locator('html')
          .evaluate(() => document.title),
      (text) => strictEqual(text, title),
    );
  }

  async press(label: string, frame = 0): Promise<void> {
    await this.frame(frame).getByRole('button', { name: label, exact: true }).click();
  }

  /** The audio's state, read in the frame. */
  audio(frame = 0) {
    return this.frame(frame)
      .locator('audio')
      .evaluate((audio: HTMLAudioElement) => ({ paused: audio.paused, seconds: audio.currentTime }));
  }

  async expectPlaying(pause: string, fromSeconds = 0, frame = 0): Promise<void> {
    await this.frame(frame).getByRole('button', { name: pause, exact: true }).waitFor();
    await eventually(
      () => this.audio(frame),
      (audio) => ok(!audio.paused && audio.seconds > fromSeconds, `the audio is ${audio.paused ? 'paused' : 'playing'} at ${audio.seconds} s`),
      10_000,
    );
  }

  async expectPaused(play: string): Promise<void> {
    await this.frame().getByRole('button', { name: play, exact: true }).waitFor();
    const first = await this.audio();
    ok(first.paused, 'the audio is paused');
  }

  async expectMessage(message: string): Promise<void> {
    await this.frame().getByRole('heading', { name: message, exact: true }).waitFor();
  }

  /** Follows a link of the frame; answers the tab it opened. */
  async follow(label: string): Promise<Page> {
    const [popup] = await Promise.all([
      this.page.waitForEvent('popup'),
      this.frame()
        .getByRole('link', { name: new RegExp(`^${label}`) })
        .click(),
    ]);
    return popup;
  }

  /** The host page's second frame (Cue Connect's home page) was refused: the browser shows its error page in it. */
  async expectSecondFrameRefused(): Promise<void> {
    const content = await (await this.page.locator('#frame-1').elementHandle())?.contentFrame();
    ok(content, 'the second frame exists');
    await eventually(
      async () => content.url(),
      (url) => ok(!url.startsWith(currentEnvironment().server.url), `the framed home page loaded: ${url}`),
    );
    strictEqual(await content.locator('header, main, #root').count(), 0, 'nothing of Cue Connect shows in the refused frame');
  }
}
