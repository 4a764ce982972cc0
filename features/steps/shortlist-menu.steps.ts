import { Given, Then, When } from '@cucumber/cucumber';
import { strictEqual } from 'node:assert/strict';
import { createMockControlClient } from '../../mocks/control/client';
import { currentEnvironment } from '../support/environment';
import { eventually } from '../support/eventually';
import { mockApi } from '../support/pages/MockApi';
import { ShortlistMenuPage } from '../support/pages/ShortlistMenuPage';
import { MIN_SIDE_MARGIN } from '../support/pages/ShortlistsPage';
import type { CueWorld } from '../support/world';

const menu = (world: CueWorld) => new ShortlistMenuPage(world.page!);
const control = () => createMockControlClient({ baseUrl: currentEnvironment().server.url });

/** The demo listener's two seeded shortlists (mocks/seed/shortlists.ts), by name. */
const SEEDED: Record<string, number> = { '단편 〈마지막 기차〉 오프닝 후보': 1, 'Festival trailer – temp picks': 2 };
/** "Chase at Dawn" (새벽의 추격), the demo musician's first track. */
const CHASE_AT_DAWN = 1;

/** Calls the public API as user@cue.test (the steps' stand-in for the listener's other tab). */
async function asListener(method: string, path: string, body?: unknown): Promise<Response> {
  const { accessToken } = await mockApi.login('user@cue.test');
  return fetch(`${currentEnvironment().server.url}${path}`, {
    method,
    headers: { authorization: `Bearer ${accessToken}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

/** The browser logs the refused call (409) as a console error: expected where a limit or duplicate is the point. */
const expectConflict = (world: CueWorld) => world.expectProblems(/status of 409 \(Conflict\)/);

Given('user@cue.test already has {int} shortlists', async function (this: CueWorld, count: number) {
  expectConflict(this);
  await control().fillShortlists('user@cue.test', count);
});

Given('the shortlist {string} already holds 100 tracks, not "Chase at Dawn"', async function (this: CueWorld, name: string) {
  expectConflict(this);
  const shortlistId = SEEDED[name]!;
  await control().fillShortlistTracks(shortlistId, 100);
  // The fill takes catalogue tracks in id order: Chase at Dawn (id 1) is among them. Swap it for one that is not.
  const removed = await asListener('DELETE', `/api/v1/shortlists/${shortlistId}/tracks/${CHASE_AT_DAWN}`);
  if (!removed.ok) throw new Error(`removing Chase at Dawn answered ${removed.status}`);
  const held = new Set(
    ((await (await asListener('GET', `/api/v1/shortlists/${shortlistId}`)).json()) as { data: { entries: Array<{ music: { musicFileId: number } }> } }).data.entries.map(
      (entry) => entry.music.musicFileId,
    ),
  );
  const catalogue = [];
  for (const page of [1, 2]) {
    const answer = (await (await asListener('GET', `/api/v1/music?size=100&page=${page}`)).json()) as { data: { content: Array<{ musicFileId: number }> } };
    catalogue.push(...answer.data.content);
  }
  const other = catalogue.find((track) => !held.has(track.musicFileId) && track.musicFileId !== CHASE_AT_DAWN);
  if (!other) throw new Error('no catalogue track left to fill the shortlist with');
  const added = await asListener('POST', `/api/v1/shortlists/${shortlistId}/tracks`, { musicFileId: other.musicFileId });
  if (!added.ok) throw new Error(`adding track ${other.musicFileId} answered ${added.status}`);
});

When('meanwhile, in another tab, the listener adds "Chase at Dawn" to {string}', async function (this: CueWorld, name: string) {
  expectConflict(this);
  const added = await asListener('POST', `/api/v1/shortlists/${SEEDED[name]!}/tracks`, { musicFileId: CHASE_AT_DAWN });
  if (added.status !== 201) throw new Error(`adding Chase at Dawn answered ${added.status}`);
});

Given('adding a track to a shortlist fails because the network is down', async function (this: CueWorld) {
  this.expectProblems(/Failed to fetch|net::ERR|Failed to load resource/);
  await mockApi.injectFault('addShortlistTrack', { kind: 'network' });
});

Then('the shortlist menu {string} is open', async function (this: CueWorld, heading: string) {
  await menu(this).expectOpen(heading);
});

Then('the shortlist menu is entirely on screen', async function (this: CueWorld) {
  await menu(this).expectWithinViewport();
});

Then("the shortlist menu keeps clear of the window's sides", async function (this: CueWorld) {
  await menu(this).expectClearOfSides(MIN_SIDE_MARGIN);
});

Then(
  'it lists {string} unticked with {string}, then {string} ticked with {string}',
  async function (this: CueWorld, first: string, firstCount: string, second: string, secondCount: string) {
    await menu(this).expectLists([
      { name: first, ticked: false, count: firstCount },
      { name: second, ticked: true, count: secondCount },
    ]);
  },
);

When(/^the listener (?:ticks|unticks) "([^"]+)" in the shortlist menu$/, async function (this: CueWorld, name: string) {
  await menu(this).tick(name);
});

Then('the shortlist menu says {string}', async function (this: CueWorld, text: string) {
  await menu(this).expectStatus(text);
});

Then('the shortlist menu warns {string}', async function (this: CueWorld, text: string) {
  await menu(this).expectAlert(text);
});

Then(/^"([^"]+)" is (ticked|unticked) with "([^"]+)" in the shortlist menu$/, async function (this: CueWorld, name: string, state: string, count: string) {
  await menu(this).expectList(name, state === 'ticked', count);
});

Then(
  /^after a reload, the menu of "([^"]+)" shows "([^"]+)" (ticked|unticked) with "([^"]+)"$/,
  async function (this: CueWorld, button: string, name: string, state: string, count: string) {
    await this.app.reload();
    await menu(this).open(button);
    await menu(this).expectList(name, state === 'ticked', count);
  },
);

When('the listener types {string} as the new shortlist name', async function (this: CueWorld, name: string) {
  await menu(this).typeNewName(name);
});

When('the listener types a new shortlist name of {int} characters', async function (this: CueWorld, length: number) {
  await menu(this).typeNewName('가'.repeat(length));
});

When('the listener presses {string} in the shortlist menu', async function (this: CueWorld, label: string) {
  await menu(this).pressInMenu(label);
});

Then('the new shortlist name says {string}', async function (this: CueWorld, text: string) {
  await menu(this).expectNameMessage(text);
});

Then('the new shortlist name still holds {string}', async function (this: CueWorld, name: string) {
  await menu(this).expectNewName(name);
});

Then('the new shortlist name still holds the {int} characters', async function (this: CueWorld, length: number) {
  await menu(this).expectNewName('가'.repeat(length));
});

Then('the new shortlist name is empty again', async function (this: CueWorld) {
  await menu(this).expectNewName('');
});

Then('user@cue.test has {int} shortlists', async function (this: CueWorld, count: number) {
  await eventually(
    async () => ((await (await asListener('GET', '/api/v1/shortlists')).json()) as { data: unknown[] }).data.length,
    (shown) => strictEqual(shown, count),
  );
});
