import { deepEqual, equal, ok } from 'node:assert/strict';
import { Then, When, type DataTable } from '@cucumber/cucumber';
import sharp from 'sharp';
import { unescapeAttribute } from '../../scripts/build/prerenderPage';
import { currentEnvironment } from '../support/environment';
import type { CueWorld } from '../support/world';
import { sharedLinkOf } from './shared-shortlist.steps';

/** The HTML a messenger fetched for a link, per scenario. */
const previews = new WeakMap<CueWorld, string>();

const LANGUAGE_COOKIE: Record<string, string> = { Korean: 'ko', English: 'en' };

const decode = unescapeAttribute;

/** Fetches the page as a messenger does (no script runs), for a person whose language cookie names `language`. */
async function readPreview(world: CueWorld, path: string, language: string): Promise<void> {
  const answer = await fetch(`${currentEnvironment().server.url}${path}`, { headers: { Cookie: `cue-lang=${LANGUAGE_COOKIE[language] ?? 'ko'}` } });
  previews.set(world, await answer.text());
}

function previewOf(world: CueWorld): string {
  const html = previews.get(world);
  if (html === undefined) throw new Error('No link preview was read in this scenario.');
  return html;
}

/** A tag of the preview: `title` is the document title; others are `<meta property|name="...">` contents. */
function tag(html: string, name: string): string | undefined {
  if (name === 'title') {
    const title = /<title>([^<]*)<\/title>/.exec(html)?.[1];
    return title === undefined ? undefined : decode(title);
  }
  const match = new RegExp(`<meta (?:property|name)="${name.replace(/[.:]/g, '\\$&')}" content="([^"]*)"`).exec(html);
  return match ? decode(match[1]!) : undefined;
}

When('a messenger reads the link preview of {string} for a person who reads Cue Connect in {word}', async function (this: CueWorld, path: string, language: string) {
  await readPreview(this, path, language);
});

When('a messenger without cookies reads the link preview of {string}', async function (this: CueWorld, path: string) {
  const answer = await fetch(`${currentEnvironment().server.url}${path}`);
  previews.set(this, await answer.text());
});

When('a messenger reads the link preview of the share link for a person who reads Cue Connect in {word}', async function (this: CueWorld, language: string) {
  await readPreview(this, `/s/${sharedLinkOf(this).token}`, language);
});

Then('the preview reads:', function (this: CueWorld, table: DataTable) {
  const html = previewOf(this);
  const expected = Object.fromEntries(table.raw().map(([name, value]) => [name!, value!]));
  deepEqual(Object.fromEntries(Object.keys(expected).map((name) => [name, tag(html, name)])), expected);
});

Then("the preview's address is {string} on the site's public origin", function (this: CueWorld, path: string) {
  equal(tag(previewOf(this), 'og:url'), `${currentEnvironment().server.url}${path}`);
});

Then("the preview's image is a 1200x630 PNG on the site's public origin", async function (this: CueWorld) {
  const image = tag(previewOf(this), 'og:image') ?? '';
  ok(image.startsWith(`${currentEnvironment().server.url}/og/`), `og:image ${image} is not on the site's origin`);
  const answer = await fetch(image);
  equal(answer.status, 200);
  equal(answer.headers.get('Content-Type'), 'image/png');
  const metadata = await sharp(Buffer.from(await answer.arrayBuffer())).metadata();
  deepEqual([metadata.format, metadata.width, metadata.height], ['png', 1200, 630]);
});

Then('nothing in the preview tells {string}, {string} or {string}', function (this: CueWorld, list: string, nickname: string, title: string) {
  const html = previewOf(this);
  for (const secret of [list, nickname, title]) ok(!html.includes(secret), `the preview tells "${secret}"`);
});
