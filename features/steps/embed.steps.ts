import { AfterAll, Given, Then, When } from '@cucumber/cucumber';
import { ok, strictEqual } from 'node:assert/strict';
import { currentEnvironment } from '../support/environment';
import { stopEmbedHost } from '../support/embedHost';
import { eventually } from '../support/eventually';
import { setCueMarkers } from '../support/cueMarkerApi';
import { DESKTOP_VIEWPORT, PHONE_VIEWPORT } from '../support/pages/AppPage';
import { EmbedPage } from '../support/pages/EmbedPage';
import type { CueWorld } from '../support/world';
import { shell } from './shell.steps';
import { openInApp } from '../support/pages/openInApp';

const embed = (world: CueWorld) => new EmbedPage(world.page!);
const list = (text: string) => text.split(',').map((entry) => entry.trim());
/** `m:ss` -> seconds. */
const seconds = (time: string) => {
  const [minutes, rest] = time.split(':').map(Number);
  return minutes! * 60 + rest!;
};

AfterAll(stopEmbedHost);

Given(
  'the composer of {string} marked its cues at {string} {string} \\/ {string} and {string} {string} \\/ {string}',
  async function (this: CueWorld, title: string, time1: string, ko1: string, en1: string, time2: string, ko2: string, en2: string) {
    await setCueMarkers('musician@cue.test', title, [
      { seconds: seconds(time1), label: { ko: ko1, en: en1 } },
      { seconds: seconds(time2), label: { ko: ko2, en: en2 } },
    ]);
  },
);

Given(
  'a site shows the embed page of track {int} in {word} in a frame {int} pixels wide and {int} high',
  async function (this: CueWorld, musicFileId: number, language: string, width: number, height: number) {
    if (musicFileId === 9999) this.expectProblems(/Failed to load resource: the server responded with a status of 404/);
    await embed(this).openFramed([embed(this).embedUrl(musicFileId, language)], width, height);
  },
);

Given(
  'a page on another site frames the embed page of track {int} in {word} and the home page of Cue Connect',
  async function (this: CueWorld, musicFileId: number, language: string) {
    // The browser says why it refused the second frame, as a console error.
    this.expectProblems(/Framing '[^']+' violates the following Content Security Policy directive: "frame-ancestors 'none'"\. The request has been blocked\./);
    await embed(this).openFramed([embed(this).embedUrl(musicFileId, language), `${currentEnvironment().server.url}/`]);
  },
);

Given('a page on another site frames the embed page of track {int} in {word} twice', async function (this: CueWorld, musicFileId: number, language: string) {
  const url = embed(this).embedUrl(musicFileId, language);
  await embed(this).openFramed([url, url]);
});

When("the other site's page is reloaded twice", async function (this: CueWorld) {
  await embed(this).reload();
  await embed(this).reload();
});

Then('each framed player plays {string} when {string} is pressed, offering {string}', async function (this: CueWorld, title: string, play: string, pause: string) {
  for (const index of [0, 1]) {
    await embed(this).frame(index).getByRole('heading', { level: 1, name: title, exact: true }).waitFor();
    await embed(this).press(play, index);
    await embed(this).expectPlaying(pause, 0, index);
  }
});

Then('the embed page is headed {string}, by {string}, with the cover {string}', async function (this: CueWorld, title: string, musician: string, cover: string) {
  await embed(this).expectHeading(title, musician, cover);
});

Then('the embed page offers {string} and the seek slider {string} at {string}', async function (this: CueWorld, play: string, seek: string, time: string) {
  await embed(this).expectControls(play, seek, time);
});

Then('the embed page lists the cue markers {string}', async function (this: CueWorld, markers: string) {
  await embed(this).expectMarkers(list(markers));
});

Then('the embed page links {string} to {string} in a new tab', async function (this: CueWorld, label: string, path: string) {
  await embed(this).expectLink(label, path);
});

Then('everything on the embed page fits in the frame', async function (this: CueWorld) {
  await embed(this).expectFits();
});

Then("the embed page's tab reads {string}", async function (this: CueWorld, title: string) {
  await embed(this).expectDocumentTitle(title);
});

When('the listener presses {string} on the embed page', async function (this: CueWorld, label: string) {
  await embed(this).press(label);
});

When('the listener presses {string} in the framed player', async function (this: CueWorld, label: string) {
  await embed(this).press(label);
});

When('the listener presses the cue marker {string} on the embed page', async function (this: CueWorld, label: string) {
  await embed(this).press(label);
});

Then('the embed page plays, offering {string}', async function (this: CueWorld, pause: string) {
  await embed(this).expectPlaying(pause);
});

Then('the embed page is paused, offering {string}', async function (this: CueWorld, play: string) {
  await embed(this).expectPaused(play);
});

Then('the embed page plays from {string}, offering {string}', async function (this: CueWorld, time: string, pause: string) {
  await embed(this).expectPlaying(pause, seconds(time));
});

Then('the framed player plays {string}, offering {string}', async function (this: CueWorld, title: string, pause: string) {
  await embed(this).frame().getByRole('heading', { level: 1, name: title, exact: true }).waitFor();
  await embed(this).expectPlaying(pause);
});

Then('the framed home page was refused', async function (this: CueWorld) {
  await embed(this).expectSecondFrameRefused();
});

Then('the embed page says {string}', async function (this: CueWorld, message: string) {
  await embed(this).expectMessage(message);
});

When('the listener follows {string} on the embed page', async function (this: CueWorld, label: string) {
  (this as CueWorld & { popup?: unknown }).popup = await embed(this).follow(label);
});

Then('a new tab opens {string}, headed {string}', async function (this: CueWorld, path: string, title: string) {
  const popup = (this as CueWorld & { popup?: import('playwright-core').Page }).popup!;
  await eventually(
    async () => new URL(popup.url()).pathname,
    (pathname) => strictEqual(pathname, path),
  );
  await popup.getByRole('heading', { level: 1, name: title, exact: true }).waitFor();
});

Given(/^the musician reads Cue Connect in (\w+) on a (phone|desktop), logged in, on their profile$/, async function (this: CueWorld, language: string, screen: string) {
  await this.page!.setViewportSize(screen === 'phone' ? PHONE_VIEWPORT : DESKTOP_VIEWPORT);
  await shell(this).prepareLoggedIn(language, 'musician@cue.test');
  await openInApp(this.page!, '/musician-profile');
  await this.page!.locator('.app-own-track').first().waitFor();
  await this.context!.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: currentEnvironment().server.url });
});

When(/^the musician presses "([^"]+)" and then "([^"]+)" in the dialog titled (.+)$/, async function (this: CueWorld, embedLabel: string, copy: string, dialog: string) {
  await this.page!.getByRole('button', { name: embedLabel, exact: true }).click();
  await this.page!.getByRole('dialog', { name: dialog, exact: true }).getByRole('button', { name: copy, exact: true }).click();
});

Then('the dialog says {string}', async function (this: CueWorld, text: string) {
  await eventually(
    () => this.page!.getByRole('dialog').getByRole('status').innerText(),
    (shown) => strictEqual(shown.trim(), text),
  );
});

Then('the clipboard holds the iframe of {string} titled {string}, 100% wide and 180 high, loaded lazily', async function (this: CueWorld, path: string, title: string) {
  // In an HTML attribute, the query's `&` is written `&amp;`.
  const expected = `<iframe src="${currentEnvironment().server.url}${path.replaceAll('&', '&amp;')}" title="${title}" width="100%" height="180" loading="lazy"></iframe>`;
  await eventually(
    () => this.page!.evaluate(() => navigator.clipboard.readText()),
    (text) => strictEqual(text, expected),
  );
});

Then('the dialog previews the player of {string}', async function (this: CueWorld, title: string) {
  await this.page!.getByRole('dialog').frameLocator('iframe').getByRole('heading', { level: 1, name: title, exact: true }).waitFor();
});

Given(
  'a site shows the embed page of track {int} in {word}, starting at {word}, in a frame {int} pixels wide and {int} high',
  async function (this: CueWorld, musicFileId: number, language: string, start: string, width: number, height: number) {
    await embed(this).openFramed([`${embed(this).embedUrl(musicFileId, language)}&t=${seconds(start)}`], width, height);
  },
);

const embedDialog = (world: CueWorld) => world.page!.getByRole('dialog');

When('the musician presses {string} on their profile', async function (this: CueWorld, label: string) {
  await this.page!.getByRole('button', { name: label, exact: true }).click();
  await embedDialog(this).locator('[data-embed-snippet]').waitFor();
});

When('the musician chooses {string} and {string} in the embed dialog', async function (this: CueWorld, first: string, second: string) {
  // Blueprint draws its own circle over the radio input: the label takes the press.
  for (const label of [first, second]) {
    await embedDialog(this)
      .locator('label.bp6-radio')
      .filter({ hasText: new RegExp(`^\\s*${label}\\s*$`) })
      .click();
    strictEqual(await embedDialog(this).getByRole('radio', { name: label, exact: true }).isChecked(), true);
  }
});

When('the musician types {string} into {string} in the embed dialog', async function (this: CueWorld, value: string, label: string) {
  await embedDialog(this).getByLabel(label, { exact: true }).fill(value);
});

When('the musician presses {string} in the embed dialog', async function (this: CueWorld, label: string) {
  await embedDialog(this).getByRole('button', { name: label, exact: true }).click();
});

Then("the embed dialog's {string} says {string} and still holds {string}", async function (this: CueWorld, label: string, message: string, typed: string) {
  const field = embedDialog(this).getByLabel(label, { exact: true });
  await embedDialog(this).getByText(message, { exact: true }).waitFor();
  strictEqual(await field.inputValue(), typed);
  strictEqual(await field.getAttribute('aria-invalid'), 'true');
  // A screen reader reads the message with the field.
  const describedBy = (await field.getAttribute('aria-describedby')) ?? '';
  ok(describedBy !== '', 'the field names no description');
  strictEqual((await embedDialog(this).locator(`[id="${describedBy}"]`).textContent())?.trim(), message);
});

Then('the embed code does not ask for a start time', async function (this: CueWorld) {
  const snippet = await embedDialog(this).locator('[data-embed-snippet]').inputValue();
  const src = /src="([^"]+)"/.exec(snippet)?.[1]?.replaceAll('&amp;', '&');
  strictEqual(new URL(src!).searchParams.get('t'), null);
});
