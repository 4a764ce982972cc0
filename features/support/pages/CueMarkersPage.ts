import { deepStrictEqual, ok, strictEqual } from 'node:assert/strict';
import { closeSync, existsSync, mkdirSync, openSync, writeFileSync, writeSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { eventually } from '../eventually';

/** A music file the cue-marker features make themselves: a real, a corrupt or a cut-off WAV. */
const CUE_TEST_FILES = ['ninety-seconds.wav', 'thirty-seconds.wav', 'corrupt.wav', 'truncated.wav'] as const;
export type CueTestFile = (typeof CUE_TEST_FILES)[number];

/**
 * Writes every cue test file before the first scenario: a file is never written moments before a browser
 * chooses it (a file chosen right after it was written was once found unreadable by the browser when sent).
 */
export function prepareCueTestFiles(): void {
  for (const name of CUE_TEST_FILES) cueTestFile(name);
}

const folder = join(tmpdir(), `cue-marker-files-${process.pid}`);
const RATE = 8000;

/** A 16-bit mono PCM WAV header for `dataBytes` of samples (what the `data` chunk claims). */
function wavHeader(dataBytes: number, { format = 1, channels = 1, bits = 16 } = {}): Buffer {
  const header = Buffer.alloc(44);
  header.write('RIFF', 0, 'ascii');
  header.writeUInt32LE(36 + dataBytes, 4);
  header.write('WAVEfmt ', 8, 'ascii');
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(format, 20);
  header.writeUInt16LE(channels, 22);
  header.writeUInt32LE(RATE, 24);
  header.writeUInt32LE((RATE * channels * bits) / 8, 28);
  header.writeUInt16LE((channels * bits) / 8, 32);
  header.writeUInt16LE(bits, 34);
  header.write('data', 36, 'ascii');
  header.writeUInt32LE(dataBytes, 40);
  return header;
}

/** `seconds` of a quiet 220 Hz tone swelling in the middle (a shape for the waveform). */
function tone(seconds: number): Buffer {
  const samples = Buffer.alloc(seconds * RATE * 2);
  for (let i = 0; i < seconds * RATE; i++) {
    const swell = 0.2 + 0.6 * Math.sin((Math.PI * i) / (seconds * RATE));
    samples.writeInt16LE(Math.round(swell * 12000 * Math.sin((2 * Math.PI * 220 * i) / RATE)), i * 2);
  }
  return samples;
}

/**
 * Writes the file once per test process and answers its path. `corrupt.wav` starts like a WAV (RIFF, WAVE)
 * but its `fmt ` chunk is nonsense (format 0, no channels, no bits) and the rest is noise; `truncated.wav`
 * is a correct header claiming 60 seconds of samples followed by only 2 seconds of them (a cut-off copy).
 */
export function cueTestFile(name: CueTestFile): string {
  const path = join(folder, name);
  if (existsSync(path)) return path;
  mkdirSync(folder, { recursive: true });
  if (name === 'ninety-seconds.wav' || name === 'thirty-seconds.wav') {
    const samples = tone(name === 'ninety-seconds.wav' ? 90 : 30);
    writeFileSync(path, Buffer.concat([wavHeader(samples.length), samples]));
  } else if (name === 'corrupt.wav') {
    const noise = Buffer.alloc(RATE * 4);
    for (let i = 0; i < noise.length; i++) noise[i] = (i * 7919 + 13) % 251;
    writeFileSync(path, Buffer.concat([wavHeader(noise.length, { format: 0, channels: 0, bits: 0 }), noise]));
  } else {
    const fd = openSync(path, 'w');
    try {
      writeSync(fd, wavHeader(60 * RATE * 2));
      writeSync(fd, tone(2));
    } finally {
      closeSync(fd);
    }
  }
  return path;
}

/** A cue marker as the features type it. */
export interface CueEntry {
  time: string;
  ko: string;
  en: string;
}

/** Which field of a marker row a message is under, by the name the features use. */
const FIELD_INDEX: Record<string, number> = { time: 0, 'Korean label': 1, 'English label': 2 };

/**
 * The cue markers of the track form ("Cue markers (optional)", one row per marker) and the listeners' list
 * under a track (play from a marker, copy its link).
 */
export class CueMarkersPage {
  constructor(readonly page: Page) {}

  private form(): Locator {
    return this.page.locator('form.app-track-form');
  }

  fieldset(): Locator {
    return this.form().locator('fieldset.app-cue-fields');
  }

  rows(): Locator {
    return this.fieldset().locator('li.app-cue-row');
  }

  row(number: number): Locator {
    return this.rows().nth(number - 1);
  }

  /** The add button, by its visible name. */
  addButton(): Locator {
    return this.fieldset().locator('.app-cue-add button');
  }

  /** Presses "Add marker" and types a marker into the new row (focus is then in its time field). */
  async add(entry: CueEntry): Promise<void> {
    const before = await this.rows().count();
    await this.addButton().click();
    await this.rows().nth(before).waitFor();
    await this.fill(before + 1, entry);
  }

  async fill(number: number, entry: Partial<CueEntry>): Promise<void> {
    const inputs = this.row(number).locator('input');
    if (entry.time !== undefined) await inputs.nth(0).fill(entry.time);
    if (entry.ko !== undefined) await inputs.nth(1).fill(entry.ko);
    if (entry.en !== undefined) await inputs.nth(2).fill(entry.en);
  }

  async remove(number: number): Promise<void> {
    await this.row(number).locator('button.app-cue-remove').click();
  }

  /**
   * The message of a field of a marker row, word for word: the error its input names as its description (the
   * time's message spans the row under the three fields, the labels' sit under their own field).
   */
  async expectFieldMessage(number: number, field: string, text: string): Promise<void> {
    const index = FIELD_INDEX[field];
    ok(index !== undefined, `Unknown field ${field}`);
    const input = this.row(number).locator('input').nth(index);
    await eventually(
      async () => {
        const ids = ((await input.getAttribute('aria-describedby')) ?? '').split(/\s+/).filter(Boolean);
        const errors = ids.map((id) => this.row(number).locator(`[id="${id}"].app-upload-field-error`));
        return (await Promise.all(errors.map((error) => error.allTextContents()))).flat().map((shown) => shown.trim());
      },
      (shown) => deepStrictEqual(shown, [text]),
    );
  }

  /** The rows as typed: time, Korean label, English label. */
  async expectRows(rows: CueEntry[]): Promise<void> {
    await eventually(
      async () =>
        Promise.all(
          (await this.rows().all()).map(async (row) => {
            const inputs = row.locator('input');
            return { time: await inputs.nth(0).inputValue(), ko: await inputs.nth(1).inputValue(), en: await inputs.nth(2).inputValue() };
          }),
        ),
      (shown) => deepStrictEqual(shown, rows),
    );
  }

  /** "Add marker" is disabled and the text beside it says why (or enabled with no reason). */
  async expectAddDisabled(disabled: boolean, reason?: string): Promise<void> {
    await eventually(
      async () => ({ disabled: await this.addButton().isDisabled(), reason: ((await this.fieldset().locator('.app-cue-full').allTextContents())[0] ?? '').trim() }),
      (shown) => deepStrictEqual(shown, { disabled, reason: reason ?? '' }),
    );
  }

  /** The focused element is the time field of that marker row. */
  async expectFocusOnTime(number: number): Promise<void> {
    const time = this.row(number).locator('input').nth(0);
    await eventually(
      () => time.evaluate((element) => element === document.activeElement),
      (focused) => strictEqual(focused, true),
    );
  }

  // ---- the listeners' list ----

  /** The markers listed under the track (the first list on the page, or the track's row on a musician page). */
  list(musicFileId?: number): Locator {
    const scope = musicFileId === undefined ? this.page.locator('main') : this.page.locator(`[data-track-id="${musicFileId}"]`);
    return scope.locator('.app-cue-markers-list').first();
  }

  /** The listed markers' visible texts (time and label), in order. */
  async expectListed(texts: string[], musicFileId?: number): Promise<void> {
    const buttons = this.list(musicFileId).locator('.app-cue-marker-play');
    await eventually(
      async () =>
        await buttons
          .all()
          .then((all) =>
            Promise.all(
              all.map(
                async (button) =>
                  ((await button.locator('.app-cue-marker-time').textContent()) ?? '') + ' ' + ((await button.locator('.app-cue-marker-label').textContent()) ?? ''),
              ),
            ),
          ),
      (shown) => deepStrictEqual(shown, texts),
      10_000,
    );
  }

  private playButton(text: string): Locator {
    return this.list().locator('.app-cue-marker-play').filter({ hasText: text });
  }

  async clickMarker(text: string): Promise<void> {
    await this.playButton(text).click();
  }

  /** Moves focus to the marker's button and presses a key there, as a keyboard user would. */
  async pressOnMarker(text: string, key: string): Promise<void> {
    await this.playButton(text).focus();
    await this.page.keyboard.press(key);
  }

  async copyLink(text: string): Promise<void> {
    await this.list().locator('.app-cue-marker').filter({ hasText: text }).locator('.app-cue-marker-copy').click();
  }

  async expectStatus(text: string): Promise<void> {
    const status = this.page.locator('.app-cue-markers-status').first();
    await eventually(
      async () => ((await status.textContent()) ?? '').trim(),
      (shown) => strictEqual(shown, text),
    );
  }

  async clipboardText(): Promise<string> {
    return this.page.evaluate(() => navigator.clipboard.readText());
  }

  /** No marker list is shown on the page. */
  async expectNoList(): Promise<void> {
    strictEqual(await this.page.locator('.app-cue-markers-list').count(), 0);
  }
}
