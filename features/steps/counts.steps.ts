import { Then, When } from '@cucumber/cucumber';
import { MusiciansPage } from '../support/pages/MusiciansPage';
import { TrackListPage } from '../support/pages/TrackListPage';
import type { CueWorld } from '../support/world';

const musicians = (world: CueWorld) => new MusiciansPage(world.page!);

When('the visitor filters the musician list by {string}', async function (this: CueWorld, search: string) {
  await musicians(this).openList();
  await musicians(this).waitForCards();
  await musicians(this).filter(search);
});

Then('the musician list counts {string}', async function (this: CueWorld, results: string) {
  await musicians(this).expectResults(results);
});

Then('the musician card {string} counts {string}', async function (this: CueWorld, name: string, tracks: string) {
  await musicians(this).expectCardTracks(name, tracks);
});

Then('the track {string} shows {string} and its likes read {string}', async function (this: CueWorld, title: string, plays: string, likes: string) {
  await new TrackListPage(this.page!).expectCounts(title, plays, likes);
});
