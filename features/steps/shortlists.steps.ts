import { ok, strictEqual } from 'node:assert/strict';
import { Given, Then, When } from '@cucumber/cucumber';
import { eventually } from '../support/eventually';
import { mockApi } from '../support/pages/MockApi';
import { MIN_SIDE_MARGIN, shortlistData, ShortlistsPage } from '../support/pages/ShortlistsPage';
import type { CueWorld } from '../support/world';
import { shell } from './shell.steps';
import { reloadInApp } from '../support/pages/openInApp';

const LISTENER = 'user@cue.test';
const OTHER_OWNER = 'musician@cue.test';

/** What a scenario prepared: the listener's token, its lists' ids by name, the share link it saw. */
interface Prepared {
  accessToken: string;
  lists: Map<string, number>;
  link?: string;
}
const prepared = new WeakMap<CueWorld, Prepared>();
const state = (world: CueWorld) => {
  const found = prepared.get(world);
  ok(found, 'no listener was prepared');
  return found;
};
const pages = (world: CueWorld) => new ShortlistsPage(world.page!);

/** Logs the demo listener in for the page with no shortlists at all; answers what was prepared. */
async function listener(world: CueWorld, language: string): Promise<Prepared> {
  const session = await mockApi.login(LISTENER);
  await shortlistData.deleteAll(session.accessToken);
  await shell(world).prepare({ language, session });
  const ready: Prepared = { accessToken: session.accessToken, lists: new Map() };
  prepared.set(world, ready);
  return ready;
}

Given('a listener in {word} with no shortlists', async function (this: CueWorld, language: string) {
  await listener(this, language);
});

Given('a listener in {word} with an empty shortlist {string}', async function (this: CueWorld, language: string, name: string) {
  const ready = await listener(this, language);
  ready.lists.set(name, await shortlistData.create(ready.accessToken, name));
});

Given(
  'a listener in {word} with a shortlist {string} holding {string} and {string}',
  async function (this: CueWorld, language: string, name: string, first: string, second: string) {
    const ready = await listener(this, language);
    ready.lists.set(name, await shortlistData.create(ready.accessToken, name, [first, second]));
  },
);

Given('a listener in {word} who already has {int} shortlists', async function (this: CueWorld, language: string, count: number) {
  this.expectProblems(/status of 409 \(Conflict\)/);
  const ready = await listener(this, language);
  for (let index = 1; index <= count; index++) await shortlistData.create(ready.accessToken, `List ${index}`);
});

Given('a listener in {word} and a shortlist {string} of another user', async function (this: CueWorld, language: string, name: string) {
  this.expectProblems(/status of 403 \(Forbidden\)/);
  this.expectProblems(/status of 404 \(Not Found\)/);
  const ready = await listener(this, language);
  const other = await mockApi.login(OTHER_OWNER);
  ready.lists.set(name, await shortlistData.create(other.accessToken, name));
});

When('the listener opens their shortlists', async function (this: CueWorld) {
  await pages(this).openList();
});

When('the listener opens the shortlist {string}', async function (this: CueWorld, name: string) {
  const id = state(this).lists.get(name);
  ok(id, `no shortlist "${name}" was prepared`);
  await pages(this).openShortlist(id);
});

When('the listener opens the address of a shortlist that does not exist', async function (this: CueWorld) {
  await pages(this).openShortlist(987_654);
});

When('the listener types {string} into {string}', async function (this: CueWorld, value: string, label: string) {
  await pages(this).fill(label, value);
});

When('the listener types {int} letters into {string}', async function (this: CueWorld, count: number, label: string) {
  await pages(this).fill(label, 'a'.repeat(count));
});

When('the listener presses {string} on the shortlist page', async function (this: CueWorld, label: string) {
  await pages(this).press(label);
});

When('the listener answers {string}', async function (this: CueWorld, label: string) {
  await pages(this).answer(label);
});

When('the listener presses the {word} key on {string}', async function (this: CueWorld, key: string, label: string) {
  await pages(this).pressKeyOn(label, key);
});

When('the listener drags {string} onto {string}', async function (this: CueWorld, title: string, onto: string) {
  await pages(this).drag(title, onto);
});

When('the listener presses {string} on the track {string}', async function (this: CueWorld, label: string, title: string) {
  await pages(this).pressInEntry(title, label);
});

When('the listener types {string} into {string} of the track {string}', async function (this: CueWorld, value: string, label: string, title: string) {
  await pages(this).fillInEntry(title, label, value);
});

When('the listener types {int} letters into {string} of the track {string}', async function (this: CueWorld, count: number, label: string, title: string) {
  await pages(this).fillInEntry(title, label, 'a'.repeat(count));
});

When('the listener reloads the page', async function (this: CueWorld) {
  await reloadInApp(this.page!);
  await this.page!.getByRole('heading', { level: 1 }).first().waitFor();
});

Then('the shortlist page says {string}', async function (this: CueWorld, text: string) {
  await pages(this).expectText(text);
});

Then('the shortlist page heading reads {string}', async function (this: CueWorld, name: string) {
  await pages(this).expectHeading(name);
});

Then('the shortlists list {string} with {string} and {string}', async function (this: CueWorld, name: string, count: string, share: string) {
  await pages(this).expectListed(name, count, share);
});

Then('the shortlists do not list {string}', async function (this: CueWorld, name: string) {
  await pages(this).expectNotListed(name);
});

Then('the field says {string}', async function (this: CueWorld, message: string) {
  await pages(this).expectFieldMessage(message);
});

Then('the shortlist page alerts {string}', async function (this: CueWorld, message: string) {
  await pages(this).expectAlert(message);
});

Then('the tracks read {string} then {string}', async function (this: CueWorld, first: string, second: string) {
  await pages(this).expectEntries([first, second]);
});

Then('the tracks read {string} only', async function (this: CueWorld, title: string) {
  await pages(this).expectEntries([title]);
});

Then('the page announces {string}', async function (this: CueWorld, message: string) {
  await pages(this).expectAnnouncement(message);
});

Then('the track {string} shows {string}', async function (this: CueWorld, title: string, text: string) {
  await pages(this).expectInEntry(title, text);
});

Then('the page does not scroll sideways', async function (this: CueWorld) {
  await pages(this).expectNoHorizontalScroll();
});

Then('the player shows {string} at {int} seconds or a little later', async function (this: CueWorld, title: string, seconds: number) {
  const region = this.page!.getByRole('region', { name: /^(Player|플레이어)$/ });
  await region.getByText(title, { exact: true }).waitFor();
  await eventually(
    async () => {
      const [minutes, rest] = ((await region.locator('.app-player__time--elapsed').textContent()) ?? '0:00').trim().split(':').map(Number) as [number, number];
      return minutes * 60 + rest;
    },
    (elapsed) => ok(elapsed >= seconds && elapsed <= seconds + 10, `the player is at ${elapsed} s, not at ${seconds} s`),
    10_000,
  );
});

// The share dialog.

When('the listener chooses {string} in the share dialog', async function (this: CueWorld, label: string) {
  await pages(this).chooseInDialog(label);
});

When('the listener presses {string} in the share dialog', async function (this: CueWorld, label: string) {
  await pages(this).pressInDialog(label);
});

When('the listener may use the clipboard', async function (this: CueWorld) {
  await this.context!.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: new URL(this.page!.url()).origin });
});

Then('the share dialog shows a link to the shared list', async function (this: CueWorld) {
  state(this).link = await pages(this).expectLinkShape();
  ok(state(this).link);
});

Then('the share dialog says {string}', async function (this: CueWorld, text: string) {
  await pages(this).expectInDialog(text);
});

Then('the clipboard holds the shown link', async function (this: CueWorld) {
  const link = await pages(this).shownLink();
  await eventually(
    () => pages(this).clipboardText(),
    (text) => strictEqual(text, link),
  );
});

Then('the share dialog shows a different link', async function (this: CueWorld) {
  const before = state(this).link;
  await eventually(
    () => pages(this).shownLink(),
    (link) => ok(link !== before, 'the link did not change'),
  );
});

Then('the share dialog offers {string} again', async function (this: CueWorld, label: string) {
  await this.page!.getByRole('dialog').getByRole('button', { name: label, exact: true }).waitFor();
  strictEqual(await this.page!.getByRole('dialog').locator('[data-share-link]').count(), 0);
});

Then('the old link is no longer available', async function (this: CueWorld) {
  const link = state(this).link;
  ok(link, 'no link was seen');
  strictEqual(await shortlistData.sharedStatus(link.split('/s/')[1]!.split('?')[0]!), 410);
});

Then('the shortlist page shows the share state {string}', async function (this: CueWorld, text: string) {
  await pages(this).expectText(text);
});

Then("the shown link opens the list in {string}, the listener's language", async function (this: CueWorld, code: string) {
  const link = new URL(await pages(this).shownLink());
  strictEqual(link.searchParams.get('lang'), code);
});

Then("the share dialog's buttons keep clear of the window's sides", async function (this: CueWorld) {
  await pages(this).expectDialogButtonsClearOfSides(MIN_SIDE_MARGIN);
});

Then('{string} of the track {string} gives the example {string}', async function (this: CueWorld, label: string, title: string, example: string) {
  strictEqual(await pages(this).fieldInEntry(title, label).getAttribute('placeholder'), example);
});

Then('the track {string} offers no {string}', async function (this: CueWorld, title: string, label: string) {
  strictEqual(await pages(this).entry(title).getByRole('button', { name: label, exact: true }).count(), 0);
});

Then("{string} of the track {string} holds the player's elapsed time", async function (this: CueWorld, label: string, title: string) {
  const elapsed = (await this.page!.locator('.app-player__time--elapsed').first().textContent())?.trim();
  await eventually(
    () => pages(this).fieldInEntry(title, label).inputValue(),
    (value) => strictEqual(value, elapsed),
  );
});
