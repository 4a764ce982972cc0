import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import pixelmatch from 'pixelmatch';
import type { Page } from 'playwright-core';
import sharp from 'sharp';

/**
 * The suite's eyes: a screen as the crawl reaches it is compared with its committed baseline screenshot, so a page
 * that renders without its stylesheet, with a broken layout or an empty region fails although every role and
 * label is right. Screenshots are taken in Debian's Chromium headless shell with `fonts-noto-cjk`, with animations stopped, the
 * caret hidden, the images in view loaded, and what varies by design painted over.
 *
 * Both images are compared at half size (a 1440x900 screen as 720x450): that keeps the committed baselines small
 * (about 20-40 KB each) and smooths the sub-pixel anti-aliasing of text, while a missing stylesheet or a moved block
 * still changes a large share of the picture. A screen fails when more than {@link MAX_CHANGED_SHARE} of its
 * pixels differ (pixelmatch, per-pixel threshold {@link PIXEL_THRESHOLD}); the expected, actual and diff images are
 * then written to `reports/visual/`. `CUE_VISUAL_UPDATE=1` (`npm run test:visual -- --update`) writes the baselines
 * instead, on purpose: after a change that is meant to look different.
 */

export const BASELINE_DIR = 'e2e/visual/baselines';
export const REPORT_DIR = 'reports/visual';

/** Per-pixel colour distance (0-1) below which two pixels count as the same (anti-aliasing, gradients). */
const PIXEL_THRESHOLD = 0.15;
/**
 * Share of a screen's pixels that may differ: a date label or a random share token is well under it; the unstyled
 * shortlist page (rows numbered twice, texts run together) changes more than 10% of its screen.
 */
export const MAX_CHANGED_SHARE = 0.002;

/**
 * What differs on every run by design and is covered by the Gherkin instead: generated links and snippets (a share
 * token, the server's port), dates counted from today (a link's expiry, where a program window stands and whether the round takes submissions), and notices'
 * dates. Painted over in both.
 */
const VARYING = [
  'input[readonly]',
  'textarea[readonly]',
  '.app-shortlist-share-expiry',
  '.app-shortlist-share-state',
  'time',
  '.app-program-window-state',
  '.app-program-banner p',
].join(', ');

export const UPDATING = process.env.CUE_VISUAL_UPDATE === '1';

export interface VisualResult {
  /** Share of the pixels that differ (0-1); 1 when the sizes differ or there is no baseline. */
  changed: number;
  /** Why the screen fails; undefined when it matches (or the baseline was written). */
  failure?: string;
}

/** A file name of the screen's name: lower case words joined by dashes. */
export const slugOf = (name: string) =>
  name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/** The viewport's screenshot (`scale: 'css'`: one pixel per CSS pixel) at half its size, as raw RGBA. */
async function halfSize(png: Buffer, viewport: { width: number; height: number }): Promise<{ data: Buffer; width: number; height: number }> {
  const { data, info } = await sharp(png)
    .resize(Math.round(viewport.width / 2), Math.round(viewport.height / 2), { kernel: 'lanczos3' })
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

const encode = (image: { data: Buffer | Uint8Array; width: number; height: number }) =>
  sharp(image.data, { raw: { width: image.width, height: image.height, channels: 4 } })
    .png({ compressionLevel: 9, palette: true, quality: 90, effort: 8 })
    .toBuffer();

/**
 * Waits until what a visitor sees in the viewport is painted: its images loaded (a lazy one further down is not
 * waited for) and its waveforms drawn (src/features/playback/waveform marks a drawn one `data-drawn`; one still loading its peaks
 * is waited for, one that failed shows its flat line).
 */
export async function paintedInView(page: Page, timeout = 10_000): Promise<void> {
  await page
    .waitForFunction(
      () => {
        const inView = (element: Element) => {
          const box = element.getBoundingClientRect();
          return box.bottom > 0 && box.top < innerHeight && box.width > 0 && box.height > 0;
        };
        const images = [...document.images].every((image) => !inView(image) || (image.complete && image.naturalWidth > 0));
        const waveforms = [...document.querySelectorAll<HTMLElement>('.app-waveform')].every((waveform) => {
          if (!inView(waveform)) return true;
          const state = waveform.dataset.state;
          if (state === 'loading') return false;
          return state !== 'ready' || waveform.querySelector<HTMLElement>('.app-waveform__canvas')?.dataset.drawn === 'true';
        });
        // A smooth scroll still moving (scrollIntoView of a field, a heading) is waited for too.
        const probe = window as unknown as { __visualScroll?: string };
        const scroll = `${scrollX},${scrollY}`;
        const still = probe.__visualScroll === scroll;
        probe.__visualScroll = scroll;
        return images && waveforms && still;
      },
      undefined,
      { timeout, polling: 100 },
    )
    .catch(() => undefined);
}

/**
 * Compares the page as it is shown now with the baseline named `name` (or writes it, when updating). A screen that
 * differs is looked at once more a second later, so a late paint (a waveform drawn after the data came) is not
 * taken for a defect; a difference that stays fails.
 */
export async function compareWithBaseline(page: Page, name: string): Promise<VisualResult> {
  const first = await compareOnce(page, name, false);
  if (!first.failure) return first;
  await page.waitForTimeout(1000);
  return compareOnce(page, name, true);
}

async function compareOnce(page: Page, name: string, last: boolean): Promise<VisualResult> {
  await paintedInView(page);
  const shot = await page.screenshot({ animations: 'disabled', caret: 'hide', scale: 'css', mask: [page.locator(VARYING)], maskColor: '#808080' });
  const actual = await halfSize(shot, page.viewportSize()!);
  const file = `${slugOf(name)}.png`;
  const baselinePath = join(BASELINE_DIR, file);
  if (UPDATING) {
    mkdirSync(dirname(baselinePath), { recursive: true });
    writeFileSync(baselinePath, await encode(actual));
    return { changed: 0 };
  }
  const report = async (changed: number, failure: string, diff?: Uint8Array): Promise<VisualResult> => {
    if (!last) return { changed, failure };
    mkdirSync(REPORT_DIR, { recursive: true });
    const stem = join(REPORT_DIR, slugOf(name));
    writeFileSync(`${stem}.actual.png`, await encode(actual));
    if (existsSync(baselinePath)) writeFileSync(`${stem}.expected.png`, readFileSync(baselinePath));
    if (diff) writeFileSync(`${stem}.diff.png`, await encode({ data: diff, width: actual.width, height: actual.height }));
    return { changed, failure: `${failure} (expected, actual and diff in ${stem}.*.png)` };
  };
  if (!existsSync(baselinePath)) return report(1, `no baseline ${baselinePath}: run npm run test:visual -- --update`);
  const { data: expected, info } = await sharp(readFileSync(baselinePath)).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  if (info.width !== actual.width || info.height !== actual.height) {
    return report(1, `size ${actual.width}x${actual.height} differs from the baseline's ${info.width}x${info.height}`);
  }
  const diff = new Uint8Array(actual.data.length);
  const differing = pixelmatch(expected, actual.data, diff, actual.width, actual.height, { threshold: PIXEL_THRESHOLD, includeAA: false });
  const changed = differing / (actual.width * actual.height);
  if (changed <= MAX_CHANGED_SHARE) return { changed };
  return report(changed, `${(changed * 100).toFixed(2)}% of the screen differs from its baseline (at most ${(MAX_CHANGED_SHARE * 100).toFixed(1)}%)`, diff);
}
