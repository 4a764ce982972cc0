import { Then, When } from '@cucumber/cucumber';
import { mockApi } from '../support/pages/MockApi';
import { MusiciansPage } from '../support/pages/MusiciansPage';
import type { CueWorld } from '../support/world';

const musicians = (world: CueWorld) => new MusiciansPage(world.page!);

When('the visitor opens the musician list', async function (this: CueWorld) {
  await musicians(this).openList();
});

// `npm start`'s server reads the page of musicians to render the list with it (mocks/server/livePages.ts); failing,
// it serves the list's skeleton, and the browser asks itself: two failed reads.
When(
  'the visitor opens the musician list while the server fails to list musicians, both when the page is served and when the browser asks',
  async function (this: CueWorld) {
    this.expectProblems(/Failed to load resource: the server responded with a status of 500/);
    await mockApi.injectFault('listMusicians', { kind: 'status', status: 500 }, 2);
    await musicians(this).openList();
  },
);

When('the visitor moves to the next page of musicians', async function (this: CueWorld) {
  await musicians(this).nextPage();
});

When('the visitor moves to page 2 of the musician list and goes back', async function (this: CueWorld) {
  await musicians(this).openList();
  await musicians(this).waitForCards();
  await musicians(this).nextPage();
  await musicians(this).back();
});

When('the visitor goes forward to the next musician list page again', async function (this: CueWorld) {
  await musicians(this).forward();
});

When('the visitor finds {string} in the musician list and opens their card', async function (this: CueWorld, search: string) {
  await musicians(this).openList();
  await musicians(this).findAndOpen(search);
});

When('the visitor opens the page of musician {int}', async function (this: CueWorld, musicianId: number) {
  await musicians(this).openMusician(musicianId);
});

When('the visitor opens the page of a musician who does not exist', async function (this: CueWorld) {
  this.expectProblems(/Failed to load resource: the server responded with a status of 404/);
  await musicians(this).openMusician(99999);
});

When('the visitor presses {string} on the musician list', async function (this: CueWorld, label: string) {
  await musicians(this).pressInList(label);
});

Then('the musician card {string} reads {string} and {string}', async function (this: CueWorld, name: string, intro: string, tracks: string) {
  await musicians(this).expectCard(name, intro, tracks);
});

Then('the musician list shows {string} first, on {string}', async function (this: CueWorld, name: string, position: string) {
  await musicians(this).expectFirst(name, position);
});

Then('the musician list says {string} and offers {string}', async function (this: CueWorld, message: string, retry: string) {
  await musicians(this).expectListFailure(message, retry);
});

Then('the musician page is headed {string}, with {string} beside it', async function (this: CueWorld, name: string, otherName: string) {
  await musicians(this).expectHeading(name, otherName);
});

Then('the musician page introduces them as {string}', async function (this: CueWorld, intro: string) {
  await musicians(this).expectIntro(intro);
});

Then("the musician's biography begins {string}", async function (this: CueWorld, start: string) {
  await musicians(this).expectBiographyStart(start);
});

Then(
  'the musician page gives {string} as {string} and {string} as {string}',
  async function (this: CueWorld, firstLabel: string, firstValue: string, secondLabel: string, secondValue: string) {
    await musicians(this).expectContact(firstLabel, firstValue);
    await musicians(this).expectContact(secondLabel, secondValue);
  },
);

Then("the musician's Instagram reads {string} and leads to {string}", async function (this: CueWorld, shown: string, href: string) {
  await musicians(this).expectInstagram(shown, href);
});

Then("the musician's portfolio leads to {string}", async function (this: CueWorld, href: string) {
  await musicians(this).expectPortfolio(href);
});

Then("the musician's track list {string} holds {string} and {string}", async function (this: CueWorld, label: string, first: string, second: string) {
  await musicians(this).expectTracks(label, [first, second]);
});

Then('the musician page says {string}', async function (this: CueWorld, title: string) {
  await musicians(this).expectHeadingText(title);
});
