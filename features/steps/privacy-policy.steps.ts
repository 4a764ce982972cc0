import { Then, When } from '@cucumber/cucumber';
import { PrivacyPolicyPage } from '../support/pages/PrivacyPolicyPage';
import type { CueWorld } from '../support/world';

const policy = (world: CueWorld) => new PrivacyPolicyPage(world.page!);

When('the visitor opens the privacy policy', async function (this: CueWorld) {
  await policy(this).open();
});

When('the visitor follows {string} at the foot of the side navigation', async function (this: CueWorld, label: string) {
  await policy(this).followFromNavigationFoot(label);
});

When('the visitor follows {string} under the card', async function (this: CueWorld, label: string) {
  await policy(this).followFromUnderTheCard(label);
});

When('the visitor tabs to the link {string}', async function (this: CueWorld, label: string) {
  await policy(this).tabToLink(label);
});

When("the visitor tabs to {string} in the policy's contents and presses Enter", async function (this: CueWorld, title: string) {
  await policy(this).tabToContentsEntry(title);
  await this.page!.keyboard.press('Enter');
});

Then('the policy is headed {string} with the sections {string}', async function (this: CueWorld, title: string, sections: string) {
  await policy(this).expectHeadings(
    title,
    sections.split(', ').map((section) => section.trim()),
  );
});

Then('the policy says {string}', async function (this: CueWorld, text: string) {
  await policy(this).expectParagraph(text);
});

Then('the policy gives the privacy contact {string} as text', async function (this: CueWorld, email: string) {
  await policy(this).expectContactAddress(email);
});

Then('the section {string} is in view', async function (this: CueWorld, title: string) {
  await policy(this).expectSectionInView(title);
});

Then('the next Tab reaches {string} in the section {string}', async function (this: CueWorld, label: string, title: string) {
  await policy(this).expectNextTabInSection(title, label);
});
