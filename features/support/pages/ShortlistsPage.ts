import { deepStrictEqual, ok, strictEqual } from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { currentEnvironment, scenarioNow } from '../environment';
import { eventually } from '../eventually';
import { openInApp } from './openInApp';
import { chooseRadio } from '../chooseRadio';

/** The least room, in pixels, between a dialog's or a popover's controls and the window's sides on a phone. */
export const MIN_SIDE_MARGIN = 8;

/** The demo musician (musician 1), whose two tracks the shortlist features collect. */
const DEMO_MUSICIAN_ID = 1;

interface LocalizedText {
  ko: string;
  en: string;
}

/** A call of the public API with an access token, answering its `data` (or the status when `raw`). */
async function api<T>(method: string, path: string, accessToken: string | undefined, body?: unknown): Promise<T> {
  const response = await fetch(`${currentEnvironment().server.url}${path}`, {
    method,
    headers: { ...(accessToken ? { authorization: `Bearer ${accessToken}` } : {}), ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${await response.text()}`);
  return ((await response.json()) as { data: T }).data;
}

/** A date `days` from today as YYYY-MM-DD in UTC (the features' browser runs in UTC). */
export function dayFromToday(days: number): string {
  return new Date(scenarioNow() + days * 86_400_000).toISOString().slice(0, 10);
}

/** A date `days` from today as a reader of `language` writes it in full (2026년 12월 1일, December 1, 2026), in UTC. */
export function longDayFromToday(days: number, language: string): string {
  return new Intl.DateTimeFormat(language, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(scenarioNow() + days * 86_400_000));
}

/** Replaces `{today+7}` in a feature's text with that day's date (`{today+7:en}`: as an English reader writes it). */
export function withDates(text: string): string {
  return text.replace(/\{today\+(\d+)(?::(ko|en))?\}/g, (_match, days: string, language?: string) =>
    language ? longDayFromToday(Number(days), language) : dayFromToday(Number(days)),
  );
}

/** A user's shortlists, prepared through the public API the way the app's screens would. */
export const shortlistData = {
  /** The demo musician's track ids by title (Korean or English). */
  async demoTrackId(accessToken: string, title: string): Promise<number> {
    const musician = await api<{ tracks: Array<{ musicFileId: number; title: LocalizedText }> }>('GET', `/api/v1/musicians/${DEMO_MUSICIAN_ID}`, accessToken);
    const track = musician.tracks.find((candidate) => candidate.title.en === title || candidate.title.ko === title);
    ok(track, `the demo musician has no track "${title}"`);
    return track.musicFileId;
  },

  /** Deletes every shortlist of the user. */
  async deleteAll(accessToken: string): Promise<void> {
    const lists = await api<Array<{ shortlistId: number }>>('GET', '/api/v1/shortlists', accessToken);
    for (const list of lists) await api('DELETE', `/api/v1/shortlists/${list.shortlistId}`, accessToken);
  },

  /** Creates a list with these demo tracks in this order; answers its id. */
  async create(accessToken: string, name: string, titles: string[] = [], description = ''): Promise<number> {
    const list = await api<{ shortlistId: number }>('POST', '/api/v1/shortlists', accessToken, { name, description });
    for (const title of titles) {
      await api('POST', `/api/v1/shortlists/${list.shortlistId}/tracks`, accessToken, { musicFileId: await shortlistData.demoTrackId(accessToken, title) });
    }
    return list.shortlistId;
  },

  /** The share link's token of a list, or null. */
  async shareToken(accessToken: string, shortlistId: number): Promise<string | null> {
    const list = await api<{ shareLink: { token: string } | null }>('GET', `/api/v1/shortlists/${shortlistId}`, accessToken);
    return list.shareLink?.token ?? null;
  },

  /** The HTTP status the public shared view answers for a token. */
  async sharedStatus(token: string): Promise<number> {
    const response = await fetch(`${currentEnvironment().server.url}/api/v1/shared/${token}`);
    await response.body?.cancel();
    return response.status;
  },
};

/** The shortlist pages: `/shortlists` (my lists, new-list form) and `/shortlists/{id}` (entries, notes, share dialog). */
export class ShortlistsPage {
  constructor(readonly page: Page) {}

  private main() {
    return this.page.locator('.app-board-page').first();
  }

  async openList(): Promise<void> {
    await openInApp(this.page, '/shortlists');
    await this.page.getByRole('heading', { level: 1 }).first().waitFor();
  }

  async openShortlist(shortlistId: number): Promise<void> {
    await openInApp(this.page, `/shortlists/${shortlistId}`);
    await this.page.getByRole('heading', { level: 1 }).first().waitFor();
  }

  async expectText(text: string): Promise<void> {
    await this.page.getByRole('main').getByText(withDates(text), { exact: true }).first().waitFor();
  }

  async expectHeading(name: string): Promise<void> {
    await this.page.getByRole('heading', { level: 1, name, exact: true }).waitFor();
  }

  async fill(label: string, value: string): Promise<void> {
    await this.page.getByRole('main').getByLabel(label, { exact: true }).fill(value);
  }

  async press(label: string): Promise<void> {
    await this.page.getByRole('main').getByRole('button', { name: label, exact: true }).first().click();
  }

  /** The named list's row on /shortlists: its name, track count and share state, as shown. */
  async expectListed(name: string, count: string, share: string): Promise<void> {
    const row = this.main().locator('.app-shortlist-item', { has: this.page.getByRole('link', { name, exact: true }) });
    await eventually(
      async () => [
        ((await row.locator('.app-shortlist-item-count').textContent()) ?? '').trim(),
        ((await row.locator('.app-shortlist-share-state').textContent()) ?? '').trim(),
      ],
      (shown) => deepStrictEqual(shown, [count, withDates(share)]),
      10_000,
    );
  }

  async expectNotListed(name: string): Promise<void> {
    await eventually(
      () => this.main().getByRole('link', { name, exact: true }).count(),
      (count) => strictEqual(count, 0),
    );
  }

  /** Names of my lists in the order shown. */
  async expectListOrder(names: string[]): Promise<void> {
    await eventually(
      () => this.main().locator('.app-shortlist-item-name').allTextContents(),
      (shown) =>
        deepStrictEqual(
          shown.map((text) => text.trim()),
          names,
        ),
    );
  }

  /** Titles of the entries in the order shown. */
  async expectEntries(titles: string[]): Promise<void> {
    await eventually(
      () => this.main().locator('.app-shortlist-entry-title').allTextContents(),
      (shown) =>
        deepStrictEqual(
          shown.map((text) => text.trim()),
          titles,
        ),
      10_000,
    );
  }

  /** A field's rule message, shown under it. */
  async expectFieldMessage(message: string): Promise<void> {
    await this.main().locator('.app-shortlist-field-message').getByText(withDates(message), { exact: true }).waitFor();
  }

  async expectAlert(message: string): Promise<void> {
    await this.page.getByRole('alert').filter({ hasText: message }).first().waitFor();
  }

  /** Focuses a button by its name and presses a key on it (the keyboard path). */
  async pressKeyOn(label: string, key: string): Promise<void> {
    const button = this.page.getByRole('button', { name: label, exact: true });
    await button.focus();
    await this.page.keyboard.press(key);
  }

  async expectAnnouncement(message: string): Promise<void> {
    await eventually(
      async () => ((await this.page.locator('[data-reorder-status]').textContent()) ?? '').trim(),
      (shown) => strictEqual(shown, message),
    );
  }

  /** Drags an entry by its handle onto another entry (the pointer path). */
  async drag(title: string, ontoTitle: string): Promise<void> {
    const entry = (entryTitle: string) => this.main().locator('.app-shortlist-entry', { has: this.page.getByRole('link', { name: entryTitle, exact: true }) });
    await entry(title).locator('.app-shortlist-entry-handle').dragTo(entry(ontoTitle));
  }

  /** Presses a button inside one entry (Edit note, Play from 0:20). */
  async pressInEntry(title: string, label: string): Promise<void> {
    const entry = this.main().locator('.app-shortlist-entry', { has: this.page.getByRole('link', { name: title, exact: true }) });
    await entry.getByRole('button', { name: label, exact: true }).click();
  }

  async fillInEntry(title: string, label: string, value: string): Promise<void> {
    await this.fieldInEntry(title, label).fill(value);
  }

  /** The entry of a track on the shortlist page. */
  entry(title: string) {
    return this.main().locator('.app-shortlist-entry', { has: this.page.getByRole('link', { name: title, exact: true }) });
  }

  /** A field of the note editor open on a track. */
  fieldInEntry(title: string, label: string) {
    return this.entry(title).getByLabel(label, { exact: true });
  }

  async expectInEntry(title: string, text: string): Promise<void> {
    const entry = this.main().locator('.app-shortlist-entry', { has: this.page.getByRole('link', { name: title, exact: true }) });
    await entry.getByText(text, { exact: true }).first().waitFor();
  }

  /** Answers a confirm question (an alertdialog) with the named button. */
  async answer(label: string): Promise<void> {
    await this.page.getByRole('alertdialog').getByRole('button', { name: label, exact: true }).click();
    await this.page.getByRole('alertdialog').waitFor({ state: 'detached' });
  }

  /** Nothing on the page is wider than the window. */
  async expectNoHorizontalScroll(): Promise<void> {
    const widths = await this.page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, client: document.documentElement.clientWidth }));
    ok(widths.scroll <= widths.client, `the page scrolls sideways: ${widths.scroll} > ${widths.client}`);
  }

  // The share dialog.

  private dialog() {
    return this.page.getByRole('dialog');
  }

  /** Chooses an expiry by its label. */
  async chooseInDialog(label: string): Promise<void> {
    await chooseRadio(this.dialog(), label);
  }

  /** Presses a button of the dialog (the footer's Close, not the header's close icon of the same name). */
  async pressInDialog(label: string): Promise<void> {
    await this.dialog().getByRole('button', { name: label, exact: true }).last().click();
  }

  async expectInDialog(text: string): Promise<void> {
    await this.dialog().getByText(withDates(text), { exact: true }).waitFor();
  }

  /** The link the dialog shows (its read-only field). */
  async shownLink(): Promise<string> {
    const field = this.dialog().locator('[data-share-link]');
    await field.waitFor();
    return field.inputValue();
  }

  async expectLinkShape(): Promise<string> {
    const link = await this.shownLink();
    const origin = new URL(this.page.url()).origin;
    ok(new RegExp(`^${origin.replace(/[.]/g, '\\.')}/s/[A-Za-z0-9_-]{22,64}(\\?lang=(ko|en))?$`).test(link), `unexpected share link ${link}`);
    return link;
  }

  /** Every button of the dialog is at least `margin` pixels from the window's left and right sides. */
  async expectDialogButtonsClearOfSides(margin: number): Promise<void> {
    const width = this.page.viewportSize()!.width;
    const read = () =>
      this.dialog()
        .getByRole('button')
        .evaluateAll((buttons) =>
          buttons.map(
            (button) =>
              ({ text: button.textContent ?? button.getAttribute('aria-label'), ...button.getBoundingClientRect().toJSON() }) as {
                text: string;
                left: number;
                right: number;
              },
          ),
        );
    await eventually(read, (boxes) => {
      ok(boxes.length > 0, 'the dialog has no buttons');
      for (const box of boxes) ok(box.left >= margin && box.right <= width - margin, `"${box.text}" spans ${box.left}-${box.right} of ${width} px`);
    });
  }

  async clipboardText(): Promise<string> {
    return this.page.evaluate(() => navigator.clipboard.readText());
  }
}
