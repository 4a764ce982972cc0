import { Given, Then, When } from '@cucumber/cucumber';
import { MusicianProfilePage } from '../support/pages/MusicianProfilePage';
import { MusicianRegistrationPage } from '../support/pages/MusicianRegistrationPage';
import type { CueWorld } from '../support/world';

const profile = (world: CueWorld) => new MusicianProfilePage(world.page!);
const form = (world: CueWorld) => new MusicianRegistrationPage(world.page!);

Given('{account} opens the musician profile in {word}', async function (this: CueWorld, login: string, language: string) {
  await form(this).prepare(language, login);
  await profile(this).open();
});

Given('the musician has no profile yet', function (this: CueWorld) {
  this.expectProblems(/Failed to load resource: the server responded with a status of 404/);
});

When('the musician deletes the first track and confirms', async function (this: CueWorld) {
  await profile(this).pressOnFirstTrack('profile.deleteTrack');
  await profile(this).confirmDelete();
});

When('the musician edits the first track', async function (this: CueWorld) {
  await profile(this).pressOnFirstTrack('profile.editTrack');
});

When('the musician edits the profile, types {string} as the {string} and saves', async function (this: CueWorld, value: string, field: string) {
  await profile(this).editProfile();
  await form(this).fill(field, value);
  await form(this).save('edit.save');
});

Then('the profile lists {int} tracks, saying {string}', async function (this: CueWorld, count: number, countText: string) {
  await profile(this).expectTrackCount(count, countText);
});

Then('the profile offers {string}', async function (this: CueWorld, label: string) {
  await profile(this).expectUploadLink(label);
});

Then('the profile says {string}', async function (this: CueWorld, message: string) {
  await profile(this).expectFailure(message);
});

Then('the profile shows the intro {string}', async function (this: CueWorld, intro: string) {
  await profile(this).expectIntro(intro);
});

Then('the music edit page of that track opens', async function (this: CueWorld) {
  await profile(this).expectPathStartsWith('/music-edit/');
});

Then('the profile page says {string} and offers {string}', async function (this: CueWorld, title: string, link: string) {
  await profile(this).expectCallToRegister(title, link);
});

When('the musician follows {string} on the profile', async function (this: CueWorld, label: string) {
  await profile(this).followRouteButton(label);
});

When('the musician presses {string} on the profile', async function (this: CueWorld, label: string) {
  await this.page!.locator('.app-own-profile').getByRole('button', { name: label, exact: true }).click();
});

When('the musician edits the profile and types {string} as the {string}', async function (this: CueWorld, value: string, field: string) {
  await profile(this).editProfile();
  await form(this).fill(field, value);
});

When('the musician opens the profile edit and presses {string} on the form', async function (this: CueWorld, label: string) {
  await profile(this).editProfile();
  await profile(this).followRouteButton(label);
});

When('the musician presses {string} on the form', async function (this: CueWorld, label: string) {
  await profile(this).followRouteButton(label);
});
