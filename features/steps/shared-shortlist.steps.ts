import { ok, strictEqual } from 'node:assert/strict';
import { Given, Then, When, type DataTable } from '@cucumber/cucumber';
import { eventually } from '../support/eventually';
import { mockApi } from '../support/pages/MockApi';
import { SharedShortlistPage } from '../support/pages/SharedShortlistPage';
import { shortlistApi } from '../support/shortlistApi';
import type { CueWorld } from '../support/world';
import { openInApp } from '../support/pages/openInApp';
import { currentEnvironment } from '../support/environment';

const shared = (world: CueWorld) => new SharedShortlistPage(world.page!);

/** The shortlist a scenario shared: its owner, id and the link's token. */
const links = new WeakMap<CueWorld, { owner: string; shortlistId: number; token: string }>();

export function sharedLinkOf(world: CueWorld): { owner: string; shortlistId: number; token: string } {
  const link = links.get(world);
  if (!link) throw new Error('No shortlist was shared in this scenario.');
  return link;
}

export function rememberSharedLink(world: CueWorld, link: { owner: string; shortlistId: number; token: string }): void {
  links.set(world, link);
}

Given(
  'the listener {string} shared the shortlist {string}, described as {string}, with these tracks:',
  async function (this: CueWorld, owner: string, name: string, description: string, table: DataTable) {
    const entries = table.hashes().map((row) => ({ musicFileId: Number(row.track), note: row.note ?? '', time: row.time ?? '' }));
    links.set(this, { owner, ...(await shortlistApi.share(owner, name, description, entries)) });
  },
);

Given('the listener {string} shared the shortlist {string} for {int} days', async function (this: CueWorld, owner: string, name: string, days: number) {
  links.set(this, { owner, ...(await shortlistApi.share(owner, name, '', [{ musicFileId: 1, note: '', time: '' }], `DAYS_${days}`)) });
});

Given('the owner revoked the link', async function (this: CueWorld) {
  const { owner, shortlistId } = sharedLinkOf(this);
  await shortlistApi.revoke(owner, shortlistId);
});

Given("the share link's {int} days have passed", async function (this: CueWorld, _days: number) {
  await shortlistApi.expireLinks();
});

// `npm start`'s server reads the shortlist to render the page with it (mocks/server/livePages.ts); failing, it
// serves the page's skeleton, and the browser asks itself: two failed reads.
Given('loading a shared shortlist fails, both when the page is served and when the browser asks for it', async function (this: CueWorld) {
  this.expectProblems(/Failed to load resource: the server responded with a status of 500/);
  // Serving /s/{token} reads the list three times (its status, mocks/server/pageStatus.ts, the page rendered with it
  // and its link preview, mocks/server/openGraph), then the browser reads it once.
  await mockApi.injectFault('getSharedShortlist', { kind: 'status', status: 500 }, 4);
});

When('the visitor opens the share link', async function (this: CueWorld) {
  const { token } = sharedLinkOf(this);
  // A revoked, expired or unknown link answers 410 or 404: the browser logs the failed request.
  this.expectProblems(/Failed to load resource: the server responded with a status of (404|410)/);
  await shared(this).open(token);
});

When('the visitor opens the share link address {string}', async function (this: CueWorld, path: string) {
  // A token that names no link answers 404: the browser logs the failed request.
  this.expectProblems(/Failed to load resource: the server responded with a status of 404/);
  await openInApp(this.page!, path);
  await this.page!.locator('main h1').first().waitFor();
});

When('the visitor presses {string} on the shared shortlist', async function (this: CueWorld, label: string) {
  await shared(this).press(label);
});

Then(
  'the shared shortlist is headed {string}, described as {string}, and reads {string}',
  async function (this: CueWorld, name: string, description: string, sharedBy: string) {
    await shared(this).expectHeader(name, description, sharedBy);
  },
);

Then('the shared shortlist {string} holds {string} then {string}', async function (this: CueWorld, list: string, first: string, second: string) {
  await shared(this).expectTitles(list, [first, second]);
});

Then('the track {string} has the note {string} and no time', async function (this: CueWorld, title: string, note: string) {
  await shared(this).expectNote(title, note, '');
});

Then('the track {string} has the note {string} and the button {string}', async function (this: CueWorld, title: string, note: string, playFrom: string) {
  await shared(this).expectNote(title, note, playFrom);
});

Then("nothing on the page tells the owner's email {string} or name {string}", async function (this: CueWorld, email: string, name: string) {
  await shared(this).expectNothingPersonal(email, name);
});

Then('the shared shortlist offers nothing to change it', async function (this: CueWorld) {
  await shared(this).expectReadOnly();
});

Then('the shared shortlist fits the window', async function (this: CueWorld) {
  await shared(this).expectFitsWidth();
});

Then('the address is the share link', async function (this: CueWorld) {
  const { token } = sharedLinkOf(this);
  await eventually(
    async () => new URL(this.page!.url()).pathname,
    (path) => ok(path === `/s/${token}`, `the address is ${path}`),
  );
});

Then('the shared shortlist page says {string}', async function (this: CueWorld, text: string) {
  await this.page!.locator('main').getByText(text, { exact: true }).waitFor();
});

Then(
  'the shared shortlist page offers {string} to {string} and {string} to {string}, and no {string}',
  async function (this: CueWorld, first: string, firstPath: string, second: string, secondPath: string, retry: string) {
    await shared(this).expectWayOn(first, firstPath);
    await shared(this).expectWayOn(second, secondPath);
    await shared(this).expectNoButton(retry);
  },
);

Then('the player started {string} at {int}:{int}, not at the beginning', async function (this: CueWorld, _title: string, minutes: number, seconds: number) {
  const start = minutes * 60 + seconds;
  await eventually(
    () => this.page!.evaluate(() => document.querySelector('audio')?.currentTime ?? 0),
    (time) => ok(time >= start && time < start + 8, `the audio is at ${time}s, expected from ${start}s`),
    8_000,
  );
});

/** The `?lang=` a link copied by a listener reading in a language carries. */
const LINK_LANGUAGES: Record<string, string> = { Korean: 'ko', English: 'en' };

function linkLanguage(language: string): string {
  const code = LINK_LANGUAGES[language];
  if (!code) throw new Error(`Unknown language ${language}: use Korean or English.`);
  return code;
}

Given('a visitor who has never been to Cue Connect', function (this: CueWorld) {
  // A fresh browser context: no stored language, no cookie, a Korean browser (features/support/keptContext.ts).
});

When('the visitor opens the share link as copied by a listener reading {word}', async function (this: CueWorld, language: string) {
  const { token } = sharedLinkOf(this);
  await openInApp(this.page!, `/s/${token}?lang=${linkLanguage(language)}`);
  await this.page!.locator('main h1').first().waitFor();
});

/** The page the server answered in the scenario, as text, and its `<html lang>`. */
const served = new WeakMap<CueWorld, { lang: string | undefined; text: string }>();

/** Asks the server for the share link with `?lang=`, as a browser (with a language cookie, or none) does. */
async function askServer(world: CueWorld, language: string, cookieLanguage?: string): Promise<void> {
  const { token } = sharedLinkOf(world);
  const response = await fetch(`${currentEnvironment().server.url}/s/${token}?lang=${linkLanguage(language)}`, {
    headers: cookieLanguage ? { Cookie: `cue-lang=${cookieLanguage}` } : {},
  });
  strictEqual(response.status, 200);
  const html = await response.text();
  const text = html
    .replace(/<script[\s\S]*?<\/script>|<style[\s\S]*?<\/style>|<!--[\s\S]*?-->/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ');
  served.set(world, { lang: /<html[^>]*\slang="([^"]+)"/.exec(html)?.[1], text });
}

When('a browser without a language cookie asks the server for the share link as copied by a listener reading {word}', async function (this: CueWorld, language: string) {
  await askServer(this, language);
});

When(
  'a browser whose language cookie says {string} asks the server for the share link as copied by a listener reading {word}',
  async function (this: CueWorld, cookieLanguage: string, language: string) {
    await askServer(this, language, cookieLanguage);
  },
);

Then('the page the server sends is marked as written in {string} and reads {string}', function (this: CueWorld, code: string, text: string) {
  const page = served.get(this);
  ok(page, 'the server was not asked for a page');
  strictEqual(page.lang, code);
  ok(page.text.includes(text), `the page does not read "${text}"`);
});
