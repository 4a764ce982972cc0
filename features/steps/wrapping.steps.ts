import { Given, Then } from '@cucumber/cucumber';
import { LayoutPage } from '../support/pages/LayoutPage';
import type { CueWorld } from '../support/world';

const layout = (world: CueWorld) => new LayoutPage(world.page!);

Given("the visitor's window is {int} px wide", async function (this: CueWorld, width: number) {
  await layout(this).useWidth(width);
});

Then('no Korean word breaks across two lines on the page showing {string}', async function (this: CueWorld, text: string) {
  await layout(this).expectKoreanWrapsBetweenWords(text);
});

Then('{string} stays within its box and the window', async function (this: CueWorld, text: string) {
  await layout(this).expectFits(text);
});

Then('{string} reads on the lines {string}', async function (this: CueWorld, text: string, lines: string) {
  await layout(this).expectLines(text, lines.split(' / '));
});
