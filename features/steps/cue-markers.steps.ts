import { Given, Then, When, type DataTable } from '@cucumber/cucumber';
import { deepStrictEqual, ok, strictEqual } from 'node:assert/strict';
import { copyFileSync, utimesSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { currentEnvironment } from '../support/environment';
import { eventually } from '../support/eventually';
import { CueMarkersPage, cueTestFile, type CueEntry, type CueTestFile } from '../support/pages/CueMarkersPage';
import { mockApi } from '../support/pages/MockApi';
import { firstTrackOf } from '../support/pages/MusicEditPage';
import { MusicUploadPage } from '../support/pages/MusicUploadPage';
import { testFile, type TestFileName } from '../support/testFiles';
import type { CueWorld } from '../support/world';
import { openInApp } from '../support/pages/openInApp';

const MUSICIAN = 'musician@cue.test';
const cues = (world: CueWorld) => new CueMarkersPage(world.page!);
const form = (world: CueWorld) => new MusicUploadPage(world.page!);

/** What a scenario remembers: the new track's id and the copied link. */
interface CueState {
  newTrackId?: number;
  copied?: string;
}
const state = (world: CueWorld): CueState => ((world as unknown as { cueMarkers?: CueState }).cueMarkers ??= {});

const entries = (table: DataTable): CueEntry[] => table.hashes().map((row) => ({ time: row.time ?? '', ko: row.ko ?? '', en: row.en ?? '' }));

/** The audio element of the player: where it is and whether it sounds. */
const audio = (world: CueWorld) =>
  world.page!.evaluate(() => {
    const element = document.querySelector('audio');
    return { paused: element?.paused ?? true, currentTime: element?.currentTime ?? 0 };
  });
const secondsOf = (clock: string) => clock.split(':').reduce((total, part) => total * 60 + Number(part), 0);

When('the musician fills in a track with the music file {string}', async function (this: CueWorld, file: CueTestFile) {
  // The provider refuses these on the final PATCH (422), which the browser logs as a failed request.
  if (file === 'corrupt.wav' || file === 'truncated.wav') this.expectProblems(/status of 422/);
  await form(this).fill({ title: '큐 마커 테마', genre: 1, keywords: 1 });
  await form(this).form().locator('input[type="file"]').first().setInputFiles(cueTestFile(file));
});

When('the musician fills in a track with a music file that changes on disk after it is chosen', async function (this: CueWorld) {
  // A copy of its own (no other scenario chooses it), changed once chosen: another length and a later time.
  const path = join(tmpdir(), `cue-changed-${process.pid}-${Date.now()}.wav`);
  copyFileSync(cueTestFile('thirty-seconds.wav'), path);
  await form(this).fill({ title: '큐 마커 테마', genre: 1, keywords: 1 });
  await form(this).form().locator('input[type="file"]').first().setInputFiles(path);
  copyFileSync(cueTestFile('ninety-seconds.wav'), path);
  const later = new Date(Date.now() + 60_000);
  utimesSync(path, later, later);
});

When('the musician adds these cue markers:', async function (this: CueWorld, table: DataTable) {
  for (const entry of entries(table)) await cues(this).add(entry);
});

When('the musician adds {int} cue markers', async function (this: CueWorld, count: number) {
  await form(this).form().waitFor();
  for (let i = 0; i < count; i++) await cues(this).add({ time: `0:${String(i * 5).padStart(2, '0')}`, ko: `마커 ${i + 1}`, en: `Marker ${i + 1}` });
});

When('the musician adds cue markers until there are {int}', async function (this: CueWorld, count: number) {
  for (let i = await cues(this).rows().count(); i < count; i++)
    await cues(this).add({ time: `0:${String(i + 1).padStart(2, '0')}`, ko: `마커 ${i + 1}`, en: `Marker ${i + 1}` });
});

When('the musician changes cue marker {int} to:', async function (this: CueWorld, number: number, table: DataTable) {
  await cues(this).fill(number, entries(table)[0]!);
});

When('the musician removes cue marker {int}', async function (this: CueWorld, number: number) {
  await cues(this).remove(number);
});

When('the musician sends the form', async function (this: CueWorld) {
  await form(this).submit();
});

Then('the cue marker fields say:', async function (this: CueWorld, table: DataTable) {
  for (const row of table.hashes()) await cues(this).expectFieldMessage(Number(row.marker), row.field!, row.message!);
});

Then('the cue marker fields hold:', async function (this: CueWorld, table: DataTable) {
  await cues(this).expectRows(entries(table));
});

Then('nothing is being uploaded', async function (this: CueWorld) {
  strictEqual(await this.page!.locator('.app-upload-progress').count(), 0);
  strictEqual(await form(this).form().locator('button[type="submit"]').isEnabled(), true);
});

Then('{string} is disabled and the form says {string}', async function (this: CueWorld, _label: string, reason: string) {
  await cues(this).expectAddDisabled(true, reason);
});

Then('{string} can be pressed again', async function (this: CueWorld, _label: string) {
  await cues(this).expectAddDisabled(false);
});

Then('the focus is on the time of cue marker {int}', async function (this: CueWorld, number: number) {
  await cues(this).expectFocusOnTime(number);
});

Then('the focus is on {string}', async function (this: CueWorld, label: string) {
  await eventually(
    () => this.page!.evaluate(() => document.activeElement?.textContent?.trim() ?? ''),
    (text) => strictEqual(text, label),
  );
});

When("the musician opens the new track's page", async function (this: CueWorld) {
  const link = this.page!.locator('.app-music-uploaded a');
  await link.waitFor({ timeout: 30_000 });
  const href = (await link.getAttribute('href')) ?? '';
  state(this).newTrackId = Number(/\/music-details\/(\d+)$/.exec(href)?.[1]);
  ok(state(this).newTrackId, href);
  await link.click();
});

When('the musician opens their musician page', async function (this: CueWorld) {
  const id = state(this).newTrackId!;
  const music = (await (await fetch(`${currentEnvironment().server.url}/api/v1/music/${id}`)).json()) as { data: { musician: { musicianId: number } } };
  await openInApp(this.page!, `/musician-details/${music.data.musician.musicianId}`);
});

When("the listener opens the page of the musician's first track", async function (this: CueWorld) {
  await openInApp(this.page!, `/music-details/${await firstTrackOf(MUSICIAN)}`);
  await this.page!.getByRole('heading', { level: 1 }).first().waitFor();
});

Then("the track's cue markers read {string}", async function (this: CueWorld, listed: string) {
  await cues(this).expectListed(listed.split(',').map((text) => text.trim()));
});

Then("the new track's row lists the cue markers {string}", async function (this: CueWorld, listed: string) {
  await cues(this).expectListed(
    listed.split(',').map((text) => text.trim()),
    state(this).newTrackId,
  );
});

Then('no cue markers are listed', async function (this: CueWorld) {
  await this.page!.locator('.app-track-details').waitFor();
  await cues(this).expectNoList();
});

When(/^the listener (clicks|presses Enter on|presses Space on) the cue marker "([^"]+)"$/, async function (this: CueWorld, action: string, marker: string) {
  if (action === 'clicks') await cues(this).clickMarker(marker);
  else await cues(this).pressOnMarker(marker, action === 'presses Enter on' ? 'Enter' : 'Space');
});

Then('the player plays from {word}', async function (this: CueWorld, time: string) {
  const from = secondsOf(time);
  await eventually(
    () => audio(this),
    (facts) => {
      ok(!facts.paused, 'the audio should play');
      ok(facts.currentTime >= from && facts.currentTime < from + 4, `the audio is at ${facts.currentTime}, expected from ${from}`);
    },
    10_000,
  );
});

When('the listener copies the link of the cue marker {string}', async function (this: CueWorld, marker: string) {
  await cues(this).copyLink(marker);
});

Then('the marker list says {string}', async function (this: CueWorld, text: string) {
  await cues(this).expectStatus(text);
});

Then("the clipboard holds the musician's first track's link with {string}", async function (this: CueWorld, time: string) {
  const id = await firstTrackOf(MUSICIAN);
  await eventually(
    () => cues(this).clipboardText(),
    (text) => {
      const url = new URL(text);
      strictEqual(url.origin, new URL(this.page!.url()).origin);
      deepStrictEqual([url.searchParams.get('track'), `t=${url.searchParams.get('t')}`], [String(id), time]);
      ok(/^\/musician-details\/\d+$/.test(url.pathname), url.pathname);
    },
  );
  state(this).copied = await cues(this).clipboardText();
});

When('the listener opens the copied link', async function (this: CueWorld) {
  await openInApp(this.page!, state(this).copied!);
});

Then('the player is paused at {word}', async function (this: CueWorld, time: string) {
  const at = secondsOf(time);
  const elapsed = this.page!.locator('.app-player__time--elapsed');
  await eventually(
    async () => ({ shown: ((await elapsed.textContent()) ?? '').trim(), ...(await audio(this)) }),
    (facts) => {
      strictEqual(facts.shown, time);
      ok(facts.paused, 'nothing should play yet');
      ok(Math.abs(facts.currentTime - at) < 1, `the audio is at ${facts.currentTime}`);
    },
    10_000,
  );
});

When('the musician chooses the music file {string} instead', async function (this: CueWorld, file: string) {
  const path =
    file.endsWith('.wav') && !['track.wav', 'too-large.wav', 'cover-as.wav'].includes(file) ? cueTestFile(file as CueTestFile) : testFile(file as TestFileName);
  await form(this).form().locator('input[type="file"]').first().setInputFiles(path);
});

Then('the music file field says {string}', async function (this: CueWorld, message: string) {
  const group = form(this)
    .form()
    .locator('.bp6-form-group')
    .filter({ has: this.page!.locator('input[type="file"]') })
    .first();
  await eventually(
    async () => (await group.locator('.app-upload-field-error').allTextContents()).map((text) => text.trim()),
    (shown) => deepStrictEqual(shown, [message]),
    15_000,
  );
});

Then('the music file field says nothing', async function (this: CueWorld) {
  const group = form(this)
    .form()
    .locator('.bp6-form-group')
    .filter({ has: this.page!.locator('input[type="file"]') })
    .first();
  strictEqual(await group.locator('.app-upload-field-error').count(), 0);
});

Then(
  "the new musician's track {string} has the cue marker {word} {string} \\/ {string}",
  async function (this: CueWorld, title: string, time: string, ko: string, en: string) {
    const { accessToken } = await mockApi.login('newmusician@cue.test');
    const base = currentEnvironment().server.url;
    const get = async <T>(path: string) => ((await (await fetch(`${base}${path}`, { headers: { authorization: `Bearer ${accessToken}` } })).json()) as { data: T }).data;
    const { musicianId } = await get<{ musicianId: number }>('/api/v1/my/profile');
    const { tracks } = await get<{ tracks: Array<{ title: { ko: string }; cueMarkers: Array<{ seconds: number; label: { ko: string; en: string } }> }> }>(
      `/api/v1/musicians/${musicianId}`,
    );
    const track = tracks.find((candidate) => candidate.title.ko === title);
    ok(track, `no track ${title}`);
    deepStrictEqual(track.cueMarkers, [{ seconds: secondsOf(time), label: { ko, en } }]);
  },
);

Given('the server fails to save the music information once', async function (this: CueWorld) {
  this.expectProblems(/status of 500/);
  await mockApi.injectFault('createMusic', { kind: 'status', status: 500 }, 1);
});
