import { Given, Then, When } from '@cucumber/cucumber';
import { LikedMusicPage, LISTENER_LOGIN, listenerLikes } from '../support/pages/LikedMusicPage';
import { mockApi } from '../support/pages/MockApi';
import type { CueWorld } from '../support/world';
import { shell } from './shell.steps';

const likedMusic = (world: CueWorld) => new LikedMusicPage(world.page!);

/** Logs the general demo listener in through the API and keeps the session for the page; answers the tokens. */
async function logInListener(world: CueWorld, language: string) {
  const session = await mockApi.login(LISTENER_LOGIN);
  await shell(world).prepare({ language, session });
  return session;
}

Given("a listener in {word} who has just liked the demo musician's track {string}", async function (this: CueWorld, language: string, title: string) {
  const { accessToken } = await logInListener(this, language);
  await listenerLikes.likeDemoMusicianTrack(accessToken, title);
});

Given('a listener in {word} who has not liked any music yet', async function (this: CueWorld, language: string) {
  const { accessToken } = await logInListener(this, language);
  await listenerLikes.unlikeEverything(accessToken);
});

Given('a listener in {word} whose liked music fails to load once', async function (this: CueWorld, language: string) {
  this.expectProblems(/Failed to load resource: the server responded with a status of 500/);
  await logInListener(this, language);
  await mockApi.injectFault('listLikedMusic', { kind: 'status', status: 500 }, 1);
});

When('the listener opens their liked music', async function (this: CueWorld) {
  await likedMusic(this).open();
});

When('the listener presses {string} on the liked music page', async function (this: CueWorld, label: string) {
  await likedMusic(this).press(label);
});

Then('the liked music lists {string} first', async function (this: CueWorld, title: string) {
  await likedMusic(this).expectFirstTrack(title);
});

Then('the liked music lists {int} tracks', async function (this: CueWorld, count: number) {
  await likedMusic(this).expectTrackCount(count);
});

Then('the liked music page says {string}', async function (this: CueWorld, message: string) {
  await likedMusic(this).expectMessage(message);
});

Then('the liked music page offers {string}, leading to {string}', async function (this: CueWorld, label: string, path: string) {
  await likedMusic(this).expectLink(label, path);
});
