import { Then, When } from '@cucumber/cucumber';
import { MyPagePage } from '../support/pages/MyPagePage';
import { UnsavedChangesPage } from '../support/pages/UnsavedChangesPage';
import type { CueWorld } from '../support/world';

const myPage = (world: CueWorld) => new MyPagePage(world.page!);

When('the member edits the profile and types the phone {string}', async function (this: CueWorld, phone: string) {
  await myPage(this).editProfile();
  await myPage(this).typePhone(phone);
});

When('the member presses {string} in the account form', async function (this: CueWorld, label: string) {
  await myPage(this).pressInForm(label);
});

When('the member answers {string}', async function (this: CueWorld, label: string) {
  await new UnsavedChangesPage(this.page!).answer(label);
});

When('the visitor answers {string}', async function (this: CueWorld, label: string) {
  await new UnsavedChangesPage(this.page!).answer(label);
});

When('they follow the link {string} below the form', async function (this: CueWorld, label: string) {
  await this.page!.locator('main').getByRole('link', { name: label, exact: true }).click();
});

Then('the account form is closed', async function (this: CueWorld) {
  await myPage(this).expectNotEditing();
});
