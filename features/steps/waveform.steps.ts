import { Given, Then, When } from '@cucumber/cucumber';
import { DESKTOP_VIEWPORT } from '../support/pages/AppPage';
import { ShellPage } from '../support/pages/ShellPage';
import { WaveformPage } from '../support/pages/WaveformPage';
import type { CueWorld } from '../support/world';

const waveform = (world: CueWorld) => new WaveformPage(world.page!);

Given('a visitor who reads Cue Connect in {word} on a desktop, whose system asks for reduced motion', async function (this: CueWorld, language: string) {
  await this.page!.setViewportSize(DESKTOP_VIEWPORT);
  await this.page!.emulateMedia({ reducedMotion: 'reduce' });
  await new ShellPage(this.page!).prepare({ language });
});

Given(/^the visitor opened the (?:track|musician) page "([^"]+)"$/, async function (this: CueWorld, path: string) {
  await this.app.open(path);
});

When("the listener clicks the player's waveform at about half its width", async function (this: CueWorld) {
  await waveform(this).clickPlayer();
});

When("the visitor clicks the track page's waveform at about half its width", async function (this: CueWorld) {
  await waveform(this).clickTrackPage();
});

When('the visitor clicks the waveform of {string} at about half its width', async function (this: CueWorld, title: string) {
  await waveform(this).clickRow(title);
});

When("the visitor clicks the marker {string} on the track page's waveform", async function (this: CueWorld, label: string) {
  await waveform(this).clickMarker(label);
});

Then("the player's waveform shows about half of it as played", async function (this: CueWorld) {
  await waveform(this).expectPlayerPlayed(0.5);
});

Then('the track plays from about {int} seconds', async function (this: CueWorld, seconds: number) {
  await waveform(this).expectPlaysFrom(seconds);
});

Then('the played part of the waveform moves only when the audio reports its time, without animation', async function (this: CueWorld) {
  await waveform(this).expectNoAnimation();
});
