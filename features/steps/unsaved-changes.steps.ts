import { Then, When } from '@cucumber/cucumber';
import { strictEqual } from 'node:assert/strict';
import type { Dialog } from 'playwright-core';
import { UnsavedChangesPage } from '../support/pages/UnsavedChangesPage';
import type { CueWorld } from '../support/world';
import { navigation } from './home.steps';

const unsaved = (world: CueWorld) => new UnsavedChangesPage(world.page!);
/** The browser's question when the tab was closed, per scenario. */
const closing = new WeakMap<CueWorld, Dialog>();

When('the musician chooses {string} in the side navigation', async function (this: CueWorld, label: string) {
  await navigation(this).choose(label);
});

When('the musician answers {string}', async function (this: CueWorld, label: string) {
  await unsaved(this).answer(label);
});

When('the musician closes the tab', async function (this: CueWorld) {
  closing.set(this, await unsaved(this).closeTab());
});

Then('the page asks {string}', async function (this: CueWorld, question: string) {
  await unsaved(this).expectQuestion(question);
});

Then('the browser asks before the tab closes', async function (this: CueWorld) {
  strictEqual(closing.get(this)?.type(), 'beforeunload');
  strictEqual(this.page!.isClosed(), false);
});
