import { Given, Then, When } from '@cucumber/cucumber';
import { BoardPage } from '../support/pages/BoardPage';
import { mockApi } from '../support/pages/MockApi';
import type { CueWorld } from '../support/world';
import { shell } from './shell.steps';

/** One board helper per scenario (it remembers the dialogs the page opened). */
const helpers = new WeakMap<CueWorld, BoardPage>();
const board = (world: CueWorld) => {
  if (!helpers.has(world)) helpers.set(world, new BoardPage(world.page!));
  return helpers.get(world)!;
};

/** A server failure of the next call of `operationId`; the browser logs the 500 it answers. */
async function failOnce(world: CueWorld, operationId: string, language: string): Promise<void> {
  world.expectProblems(/Failed to load resource: the server responded with a status of 500/);
  await shell(world).prepare({ language });
  await mockApi.injectFault(operationId, { kind: 'status', status: 500 }, 1);
}

// Notices

Given('a visitor in {word} for whom the notice list fails to load once', async function (this: CueWorld, language: string) {
  await failOnce(this, 'listNotices', language);
});

When('the visitor opens the notice list', async function (this: CueWorld) {
  await board(this).openNoticeList();
});

When('the visitor goes to page {int} of the notice list', async function (this: CueWorld, page: number) {
  await board(this).goToNoticePage(page);
});

When('the visitor opens the notice {string} from the notice list', async function (this: CueWorld, title: string) {
  await board(this).openNoticeFromList(title);
});

When('the visitor opens the notice with the security check', async function (this: CueWorld) {
  await board(this).openSecurityNotice();
});

When('the visitor opens the notice {int}, which does not exist', async function (this: CueWorld, noticeId: number) {
  this.expectProblems(/Failed to load resource: the server responded with a status of 404/);
  await board(this).openNotice(noticeId);
});

When('the visitor follows {string} on the notice page', async function (this: CueWorld, label: string) {
  await board(this).followOnNoticePage(label);
});

When('the visitor presses {string} on the notice list', async function (this: CueWorld, label: string) {
  await board(this).pressOnNoticeList(label);
});

Then('the notice list starts with {string} and {string}, both marked {string}', async function (this: CueWorld, first: string, second: string, tag: string) {
  await board(this).expectNoticesStartWith([first, second]);
  await board(this).expectPinnedFirst(2, tag);
});

Then('the notice list starts with {string} and the address names page {int}', async function (this: CueWorld, first: string, page: number) {
  await board(this).expectNoticesStartWith([first]);
  await board(this).expectAddressPage(page);
});

Then('the notice list starts with {string}', async function (this: CueWorld, first: string) {
  await board(this).expectNoticesStartWith([first]);
});

Then('the notice list says {string}', async function (this: CueWorld, message: string) {
  await board(this).expectNoticeListMessage(message);
});

Then('the notice page shows the heading {string} and the text {string}', async function (this: CueWorld, title: string, line: string) {
  await board(this).expectNotice(title, line);
});

Then('nothing written in the notice has run', async function (this: CueWorld) {
  await board(this).expectNothingRan();
});

Then('the notice page says {string}', async function (this: CueWorld, message: string) {
  await board(this).expectNoticePageMessage(message);
});

// FAQ

Given('a visitor in {word} for whom the FAQ fails to load once', async function (this: CueWorld, language: string) {
  await failOnce(this, 'listFaqs', language);
});

When('the visitor opens the FAQ', async function (this: CueWorld) {
  await board(this).openFaq();
});

When('the visitor opens the FAQ question {string}', async function (this: CueWorld, question: string) {
  await board(this).openQuestion(question);
});

When('the visitor closes the FAQ question {string}', async function (this: CueWorld, question: string) {
  await board(this).toggleQuestion(question);
});

When('the visitor presses {string} on the FAQ', async function (this: CueWorld, label: string) {
  await board(this).pressOnFaq(label);
});

Then('the FAQ shows the answer {string}', async function (this: CueWorld, answer: string) {
  await board(this).expectAnswerShown(answer);
});

Then('the FAQ no longer shows the answer {string}', async function (this: CueWorld, answer: string) {
  await board(this).expectAnswerHidden(answer);
});

Then('the FAQ says {string}', async function (this: CueWorld, message: string) {
  await board(this).expectFaqMessage(message);
});

Then('the FAQ lists the question {string}', async function (this: CueWorld, question: string) {
  await board(this).expectQuestion(question);
});
