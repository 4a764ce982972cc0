import { Given } from '@cucumber/cucumber';
import type { CueWorld } from '../support/world';

Given("the visitor's window is a 390 px phone", async function (this: CueWorld) {
  await this.app.usePhone();
});
