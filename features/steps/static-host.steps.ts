import { AfterAll, Given, Then, When } from '@cucumber/cucumber';
import { staticHost, stopStaticHost } from '../support/staticHost';
import type { CueWorld } from '../support/world';
import { openInApp } from '../support/pages/openInApp';

AfterAll(stopStaticHost);

Given('Cue Connect is published on a static host that knows no rewrites', { timeout: 240_000 }, async function (this: CueWorld) {
  await staticHost();
});

When('the visitor opens the shared link {string} from that host', { timeout: 60_000 }, async function (this: CueWorld, link: string) {
  const host = await staticHost();
  // A link that is no file is answered with 404.html and status 404, which the browser logs for the document:
  // that is the host's expected answer, not a fault of the app.
  const document = new URL(link, host.url);
  this.expectProblems(new RegExp(`status of 404 .*\\(${host.url.replace(/[.]/g, '\\.')}${document.pathname.replace(/[.?]/g, '\\$&')}`));
  await openInApp(this.page!, document.href);
});

Then('the page is headed {string} and shows {string}', { timeout: 60_000 }, async function (this: CueWorld, heading: string, content: string) {
  const main = this.page!.locator('main');
  await main.getByRole('heading', { level: 1, name: heading, exact: true }).waitFor({ timeout: 45_000 });
  await main.getByText(content, { exact: true }).first().waitFor({ timeout: 45_000 });
});
