import { Then } from '@cucumber/cucumber';
import { MyPagePage } from '../support/pages/MyPagePage';
import type { CueWorld } from '../support/world';

Then('the language buttons read {string} and {string}', async function (this: CueWorld, first: string, second: string) {
  await this.app.expectLanguageButtons([first, second]);
});

Then('the my page offers the button {string}', async function (this: CueWorld, label: string) {
  await new MyPagePage(this.page!).expectButton(label);
});
