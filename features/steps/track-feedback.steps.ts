import { deepStrictEqual, strictEqual } from 'node:assert/strict';
import { Given, Then, When } from '@cucumber/cucumber';
import { DESKTOP_VIEWPORT, PHONE_VIEWPORT } from '../support/pages/AppPage';
import { mockApi } from '../support/pages/MockApi';
import { PlayerPage } from '../support/pages/PlayerPage';
import { FEEDBACK_SERIES, TrackFeedbackPage, type FeedbackSeries } from '../support/pages/TrackFeedbackPage';
import { shortlistApi } from '../support/shortlistApi';
import type { CueWorld } from '../support/world';
import { currentEnvironment, scenarioNow } from '../support/environment';
import { shell } from './shell.steps';

const feedback = (world: CueWorld) => new TrackFeedbackPage(world.page!);
const list = (text: string) => text.split(',').map((entry) => entry.trim());

type Totals = Record<FeedbackSeries, number>;
/** The feedback the provider counted when a scenario noted it, per track id. */
const noted = new WeakMap<CueWorld, Map<number, Totals>>();

const EN_MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** A UTC day `daysAgo` before today written like the pattern: `M월 D일` (11월 24일) or `MMM D` (Nov 24). */
function dayAs(pattern: string, daysAgo = 0): string {
  const day = new Date(scenarioNow() - daysAgo * 24 * 60 * 60 * 1000);
  const month = day.getUTCMonth();
  const date = day.getUTCDate();
  if (pattern === 'M월 D일') return `${month + 1}월 ${date}일`;
  if (pattern === 'MMM D') return `${EN_MONTHS[month]} ${date}`;
  throw new Error(`Unknown date pattern ${pattern}: use "M월 D일" or "MMM D".`);
}

Given(
  /^the musician "([^"]+)" is logged in and reads Cue Connect in (\w+) on a (phone|desktop)$/,
  async function (this: CueWorld, login: string, language: string, screen: string) {
    await this.page!.setViewportSize(screen === 'phone' ? PHONE_VIEWPORT : DESKTOP_VIEWPORT);
    await shell(this).prepareLoggedIn(language, login);
  },
);

Given('the feedback of musician {string} has been noted', async function (this: CueWorld, login: string) {
  noted.set(this, await shortlistApi.feedbackTotals(login));
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
  const tokens = await mockApi.login(login);
  await this.page!.evaluate(({ accessToken, refreshToken }) => {
    localStorage.setItem('accessToken', accessToken);
    localStorage.setItem('refreshToken', refreshToken);
  }, tokens);
  await feedback(this).open();
});

When('the musician presses {string} for {string}', async function (this: CueWorld, label: string, title: string) {
  await feedback(this).showTable(title, label);
});

Then(
  'the feedback of {string} reads {string} with the totals the provider counted for track {int}',
  async function (this: CueWorld, title: string, labels: string, musicFileId: number) {
    const totals = (await shortlistApi.feedbackTotals('musician@cue.test')).get(musicFileId);
    if (!totals) throw new Error(`The provider has no feedback for track ${musicFileId}.`);
    await feedback(this).expectTotals(
      title,
      list(labels).map((label, index) => `${label} ${totals[FEEDBACK_SERIES[index]!]}`),
    );
  },
);

Then('the feedback of {string} has a chart of the 30 days up to today, written like {string}', async function (this: CueWorld, title: string, pattern: string) {
  await feedback(this).expectChart(title, dayAs(pattern, 29), dayAs(pattern));
});

Then(
  'the feedback table of {string} has the columns {string} and 30 days, the newest today, written like {string}',
  async function (this: CueWorld, title: string, columns: string, pattern: string) {
    await feedback(this).expectTable(title, list(columns), 30, dayAs(pattern));
  },
);

/** Checks the card of `title` against the noted totals of its track, raised by `rises` (by label). */
async function expectRises(world: CueWorld, title: string, rises: Record<string, number>): Promise<void> {
  const before = noted.get(world);
  if (!before) throw new Error('Note the feedback first.');
  const musicFileId = Number(
    await world.page!.locator('.app-feedback-card', { has: world.page!.getByRole('heading', { level: 3, name: title, exact: true }) }).getAttribute('data-track-id'),
  );
  const was = before.get(musicFileId);
  if (!was) throw new Error(`No noted feedback for track ${musicFileId}.`);
  await feedback(world).expectTotalsMatch(title, (shown) => {
    for (const [label, rise] of Object.entries(rises)) {
      const total = shown.find((entry) => entry.label === label);
      deepStrictEqual(total !== undefined, true, `no total labelled ${label}: ${JSON.stringify(shown)}`);
      strictEqual(total!.value, was[total!.series] + rise, `${label}: noted ${was[total!.series]}, shown ${total!.value}`);
    }
  });
}

Then(
  'the feedback of {string} shows {string} and {string} each 1 higher than noted, and {string} 1 higher',
  async function (this: CueWorld, title: string, plays: string, sharedPlays: string, adds: string) {
    await expectRises(this, title, { [plays]: 1, [sharedPlays]: 1, [adds]: 1 });
  },
);

Then(
  'the feedback of {string} shows {string} 1 higher than noted, and {string} and {string} as noted',
  async function (this: CueWorld, title: string, adds: string, plays: string, sharedPlays: string) {
    await expectRises(this, title, { [adds]: 1, [plays]: 0, [sharedPlays]: 0 });
  },
);

Then('the feedback names nobody: not {string}, not {string}', async function (this: CueWorld, first: string, second: string) {
  await feedback(this).expectNoListener([first, second]);
});

Then(
  'under each total of {string} the all-time total the provider counted for track {int}, written like {string}',
  async function (this: CueWorld, title: string, musicFileId: number, pattern: string) {
    const { accessToken } = await mockApi.login('musician@cue.test');
    const response = await fetch(`${currentEnvironment().server.url}/api/v1/musician/music/feedback`, { headers: { Authorization: `Bearer ${accessToken}` } });
    const tracks = ((await response.json()) as { data: Array<{ musicFileId: number; allTimeTotals: Record<FeedbackSeries, number> }> }).data;
    const allTime = tracks.find((track) => track.musicFileId === musicFileId)!.allTimeTotals;
    await feedback(this).expectAllTimeTotals(
      title,
      FEEDBACK_SERIES.map((series) => pattern.replace('N', String(allTime[series]))),
    );
  },
);

Then("the scale of {string}'s chart is level with its plot", async function (this: CueWorld, title: string) {
  await feedback(this).expectScaleLevelWithPlot(title);
});
