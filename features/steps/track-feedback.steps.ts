import { Given, Then, When } from '@cucumber/cucumber';
import { DESKTOP_VIEWPORT, PHONE_VIEWPORT } from '../support/pages/AppPage';
import { TrackFeedbackPage } from '../support/pages/SharedShortlistPage';
import { mockApi } from '../support/pages/MockApi';
import { PlayerPage } from '../support/pages/PlayerPage';
import { shortlistApi } from '../support/shortlistApi';
import type { CueWorld } from '../support/world';
import { shell } from './shell.steps';

const feedback = (world: CueWorld) => new TrackFeedbackPage(world.page!);
const list = (text: string) => text.split(',').map((entry) => entry.trim());

Given(/^the musician "([^"]+)" is logged in and reads Cue Connect in (\w+) on a (phone|desktop)$/, async function (this: CueWorld, login: string, language: string, screen: string) {
  await this.page!.setViewportSize(screen === 'phone' ? PHONE_VIEWPORT : DESKTOP_VIEWPORT);
  await shell(this).prepareLoggedIn(language, login);
});

Given('{string} put the track {int} in a new shortlist {string}', async function (this: CueWorld, login: string, musicFileId: number, name: string) {
  await shortlistApi.addToNewList(login, name, musicFileId);
});

When('the musician opens the own profile', async function (this: CueWorld) {
  await feedback(this).open();
});

When('the visitor listens until the player reaches {int}:{int}', { timeout: 40_000 }, async function (this: CueWorld, minutes: number, seconds: number) {
  await new PlayerPage(this.page!).listenUntil(minutes * 60 + seconds, 30_000);
});

When('the composer {string} logs in on that browser and opens the own profile', async function (this: CueWorld, login: string) {
  const { accessToken, refreshToken } = await mockApi.login(login);
  await this.page!.evaluate((tokens) => {
    localStorage.setItem('accessToken', tokens.accessToken);
    localStorage.setItem('refreshToken', tokens.refreshToken);
  }, { accessToken, refreshToken });
  await feedback(this).open();
});

When('the musician presses {string} for {string}', async function (this: CueWorld, label: string, title: string) {
  await feedback(this).showTable(title, label);
});

Then('the feedback of {string} reads {string}', async function (this: CueWorld, title: string, totals: string) {
  await feedback(this).expectTotals(title, list(totals));
});

Then('the feedback of {string} has a chart of the days from {string} to {string}', async function (this: CueWorld, title: string, from: string, to: string) {
  await feedback(this).expectChart(title, new RegExp(`${from}.*${to}`));
});

Then('the feedback table of {string} has the columns {string} and its newest row reads {string}', async function (this: CueWorld, title: string, columns: string, newest: string) {
  await feedback(this).expectTable(title, list(columns), list(newest));
});

Then('the feedback names nobody: not {string}, not {string}', async function (this: CueWorld, first: string, second: string) {
  await feedback(this).expectNoListener([first, second]);
});
