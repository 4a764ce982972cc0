import { Then, When } from '@cucumber/cucumber';
import ICAL from 'ical.js';
import { ok, strictEqual } from 'node:assert/strict';
import { currentEnvironment } from '../support/environment';
import { MeetingsPage } from '../support/pages/MeetingsPage';
import type { CueWorld } from '../support/world';

/** A participant's private calendar address (its panel on the meetings page), read as a calendar app would. */
const meetings = (world: CueWorld) => new MeetingsPage(world.page!);
/** The calendar address the scenario's page showed. */
const addresses = new WeakMap<CueWorld, string>();

When('the participant presses {string}', async function (this: CueWorld, name: string) {
  await meetings(this).press(name);
});

When('the participant presses {string} and confirms', async function (this: CueWorld, name: string) {
  await meetings(this).press(name);
  await meetings(this).confirm(name);
});

Then('the page shows their private calendar address as {string}', async function (this: CueWorld, label: string) {
  const address = await meetings(this).calendarAddress(label);
  ok(address.startsWith(`${currentEnvironment().server.url}/api/v1/calendar-feeds/`), address);
  addresses.set(this, address);
});

Then('the address answers a calendar with {int} events, the first headed {string}', async function (this: CueWorld, events: number, summary: string) {
  const response = await fetch(addresses.get(this)!);
  strictEqual(response.status, 200);
  ok(response.headers.get('content-type')?.startsWith('text/calendar'), `${response.headers.get('content-type')}`);
  const vevents = new ICAL.Component(ICAL.parse(await response.text())).getAllSubcomponents('vevent');
  strictEqual(vevents.length, events);
  // In the language of the page that made the address.
  strictEqual(vevents[0]?.getFirstPropertyValue('summary'), summary);
});

Then('the address answers {int}', async function (this: CueWorld, status: number) {
  strictEqual((await fetch(addresses.get(this)!)).status, status);
});
