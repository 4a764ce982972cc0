import { Then } from '@cucumber/cucumber';
import type { CueWorld } from '../support/world';
import { shell } from './shell.steps';

Then('the page-not-found screen says {string}', async function (this: CueWorld, title: string) {
  await shell(this).expectNotFoundScreen(title);
});
