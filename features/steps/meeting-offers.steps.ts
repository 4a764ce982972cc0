import { Given, Then, When } from '@cucumber/cucumber';
import { declinePilotRequestAs } from '../support/meetingOfferApi';
import { MeetingOffersPart } from '../support/pages/MeetingOffersPart';
import { ShortlistsPage } from '../support/pages/ShortlistsPage';
import type { CueWorld } from '../support/world';

const offers = (world: CueWorld) => new MeetingOffersPart(world.page!);

Given("{string} has declined the pilot production's request", async function (this: CueWorld, composer: string) {
  await declinePilotRequestAs(composer);
});

When('the member opens their shortlist {string}', async function (this: CueWorld, name: string) {
  const shortlists = new ShortlistsPage(this.page!);
  await shortlists.openList();
  await this.page!.getByRole('main').getByRole('link', { name, exact: true }).click();
  await this.page!.getByRole('heading', { level: 1, name }).waitFor();
});

Then('the {string} part offers {string}', async function (this: CueWorld, title: string, ask: string) {
  await offers(this).expectOffers(title, ask);
});

When('the member follows {string} and sends the request with the note {string}', async function (this: CueWorld, ask: string, note: string) {
  await offers(this).follow(ask);
  const dialog = this.page!.getByRole('dialog');
  await dialog.locator('textarea').fill(note);
  await dialog.locator('button[type="submit"]').click();
  await dialog.waitFor({ state: 'detached' });
});

Then('the {string} part says {string} and offers no request', async function (this: CueWorld, title: string, text: string) {
  await offers(this).expectSaysWithoutAsking(title, text);
});

Then('the page has no {string} part', async function (this: CueWorld, title: string) {
  await offers(this).expectNone(title);
});
