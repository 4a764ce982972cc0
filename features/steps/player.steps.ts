import { Given, Then, When } from '@cucumber/cucumber';
import { PlayerPage } from '../support/pages/PlayerPage';
import type { CueWorld } from '../support/world';
import { openInApp, reloadInApp } from '../support/pages/openInApp';

/** One player helper per scenario: it remembers play counts and the audio requests it watched. */
const helpers = new WeakMap<CueWorld, PlayerPage>();
const player = (world: CueWorld): PlayerPage => {
  let helper = helpers.get(world);
  if (!helper) helpers.set(world, (helper = new PlayerPage(world.page!)));
  return helper;
};
const trackIdOf = (link: string) => Number(new URL(link, 'http://localhost').searchParams.get('track'));

When('the visitor opens the shared track link {string}', async function (this: CueWorld, link: string) {
  await player(this).openLink(link);
});

Given('the visitor opened the shared track link {string}', async function (this: CueWorld, link: string) {
  await player(this).openLink(link);
});

Given('the visitor opened the shared track link {string} of a {int}-second track', async function (this: CueWorld, link: string, _seconds: number) {
  await player(this).notePlayCount(trackIdOf(link));
  await player(this).openLink(link);
});

When('the visitor opens the shared track link to a missing track {string}', async function (this: CueWorld, link: string) {
  this.expectProblems(/Failed to load resource: the server responded with a status of 404/);
  await openInApp(this.page!, link);
});

Then('the player shows {string} by {string} at {string} of {string}', async function (this: CueWorld, title: string, musician: string, elapsed: string, total: string) {
  await player(this).expectTrack(title, musician);
  await player(this).expectTimes(elapsed, total);
});

Then('nothing plays yet: the player offers {string}', async function (this: CueWorld, play: string) {
  await player(this).expectPaused(play);
});

When('the listener presses {string} in the player', async function (this: CueWorld, label: string) {
  await player(this).press(label);
});

Then('the player plays, offering {string}, and its elapsed time advances', async function (this: CueWorld, pause: string) {
  await player(this).expectPlaying(pause);
});

When("the listener presses {string} on the player's {string} slider", async function (this: CueWorld, key: string, slider: string) {
  await player(this).pressKeyOnSlider(slider, key);
});

Then("the player's elapsed time reads {string}", async function (this: CueWorld, elapsed: string) {
  await player(this).expectElapsed(elapsed);
});

Then("the player's {string} slider reads {string}", async function (this: CueWorld, slider: string, spoken: string) {
  await player(this).expectSliderText(slider, spoken);
});

Then("the track's audio is at {int} seconds", async function (this: CueWorld, seconds: number) {
  await player(this).expectAudioAt(seconds);
});

Then('the player asked the server for the audio from that point, and got only that part', async function (this: CueWorld) {
  await player(this).expectRangeRequests();
});

When('the listener plays it in the player for {int} seconds', { timeout: 40_000 }, async function (this: CueWorld, seconds: number) {
  await player(this).play();
  await player(this).listenUntil(seconds, 30_000);
});

When(
  /^the visitor reloads the page( as a new listener)? and plays the track in the player for (\d+) seconds again$/,
  { timeout: 40_000 },
  async function (this: CueWorld, freshListener: string | undefined, seconds: string) {
    await player(this).reloadAndPlay(Boolean(freshListener));
    await player(this).listenUntil(Number(seconds), 30_000);
  },
);

Then(/^the track's play count has (?:still )?gone up by (?:only )?(\d+)$/, async function (this: CueWorld, rise: string) {
  await player(this).expectPlayCountRise(Number(rise));
});

When("the listener presses {string} above the musician's track list", async function (this: CueWorld, label: string) {
  await player(this).pressPlayAll(label);
});

Then('the player plays {string}, offering {string}', async function (this: CueWorld, title: string, pause: string) {
  await player(this).expectPlayingTrack(title, pause);
});

Then("the player's queue lists {string} then {string}, marking {string} as playing", async function (this: CueWorld, first: string, second: string, current: string) {
  await player(this).expectQueue([first, second], current);
});

Then("the player's like {string} is on with the count {int}", async function (this: CueWorld, label: string, count: number) {
  await player(this).expectLike(label, true, count);
});

When('the musician deletes the track {string}', async function (this: CueWorld, title: string) {
  // The restored queue asks for the deleted track once and is told it is gone.
  this.expectProblems(/Failed to load resource: the server responded with a status of 404/);
  await player(this).deleteTrackAsMusician(title);
});

Then("the player's queue lists only {string}", async function (this: CueWorld, title: string) {
  await player(this).expectQueue([title], title);
});

When('the listener presses the key {string} on the page', async function (this: CueWorld, key: string) {
  await player(this).pressShortcut(key);
});

Then('nothing plays: the player offers {string}', async function (this: CueWorld, play: string) {
  await player(this).expectStopped(play);
});

When('the listener types {string} in the search box', async function (this: CueWorld, text: string) {
  await player(this).typeInSearchBox(text);
});

Then('the search box holds {string}', async function (this: CueWorld, text: string) {
  await player(this).expectSearchBox(text);
});

Then(/^the player offers "([^"]+)" and its sound is (on|off)$/, async function (this: CueWorld, label: string, sound: string) {
  await player(this).expectSound(label, sound === 'on');
});

Then('it lists the shortcuts {string}, each switched on', async function (this: CueWorld, shortcuts: string) {
  await player(this).expectShortcutList(shortcuts.split(' / '));
});

When('the listener switches off {string} and closes the dialog', async function (this: CueWorld, label: string) {
  await player(this).switchOffShortcut(label);
});

When('the visitor reloads the page and presses the key {string}', async function (this: CueWorld, key: string) {
  await reloadInApp(this.page!);
  await player(this).waitForTrack();
  await player(this).pressShortcut(key);
});
