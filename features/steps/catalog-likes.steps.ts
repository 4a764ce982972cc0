import { Given, Then, When } from '@cucumber/cucumber';
import { currentEnvironment } from '../support/environment';
import { mockApi } from '../support/pages/MockApi';
import { TrackListPage } from '../support/pages/TrackListPage';
import type { CueWorld } from '../support/world';
import { search } from './catalog-search.steps';
import { shell } from './shell.steps';

const tracks = (world: CueWorld) => new TrackListPage(world.page!);

/** "Chase at Dawn" (새벽의 추격), the demo musician's first track. */
const TRACK_IDS: Record<string, number> = { 'Chase at Dawn': 1 };

Given('a listener in {word} who already likes {string}', async function (this: CueWorld, language: string, title: string) {
  const session = await mockApi.login('user@cue.test');
  const response = await fetch(`${currentEnvironment().server.url}/api/v1/music/${TRACK_IDS[title]}/like`, {
    method: 'PUT',
    headers: { authorization: `Bearer ${session.accessToken}` },
  });
  if (!response.ok) throw new Error(`liking ${title} answered ${response.status}`);
  await shell(this).prepare({ language, session });
});

Given('user@cue.test already likes {string}', async function (this: CueWorld, title: string) {
  const session = await mockApi.login('user@cue.test');
  const response = await fetch(`${currentEnvironment().server.url}/api/v1/music/${TRACK_IDS[title]}/like`, {
    method: 'PUT',
    headers: { authorization: `Bearer ${session.accessToken}` },
  });
  if (!response.ok) throw new Error(`liking ${title} answered ${response.status}`);
});

When('the visitor goes back without logging in', async function (this: CueWorld) {
  await tracks(this).goBackFromLogin();
});

Given('liking music fails on the server', async function (this: CueWorld) {
  this.expectProblems(/Failed to load resource: the server responded with a status of 500/);
  await mockApi.injectFault('likeMusic', { kind: 'status', status: 500 });
});

When(/^the (?:visitor|listener) searches music for "([^"]*)" and presses "([^"]+)"$/, async function (this: CueWorld, text: string, label: string) {
  await search(this).search(text);
  await tracks(this).pressLike(label);
});

When('the visitor presses {string} in the like login offer', async function (this: CueWorld, label: string) {
  await tracks(this).pressInLoginOffer(label);
});

Then(/^the like "([^"]+)" is (on|off) with the count (\d+)$/, async function (this: CueWorld, label: string, state: string, count: string) {
  await tracks(this).expectLike(label, state === 'on', Number(count));
});

Then(/^after a reload the like "([^"]+)" is still (on|off) with the count (\d+)$/, async function (this: CueWorld, label: string, state: string, count: string) {
  await this.app.reload();
  await tracks(this).expectLike(label, state === 'on', Number(count));
});

Then('the track list offers {string} with {string}', async function (this: CueWorld, title: string, action: string) {
  await tracks(this).expectLoginOffer(title, action);
});

Then('the login page opens, to come back to {string}', async function (this: CueWorld, path: string) {
  await tracks(this).expectLoginComingBackTo(path);
});
