import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Language } from '../../src/lib/i18n/languages';
import { openGraphTags, titleOf, withPreviewTags } from '../../mocks/server/openGraph/headTags';
import { readLinkPreview, type ApiReader } from '../../mocks/server/openGraph/previewContent';
import { createPreviewImages } from '../../mocks/server/openGraph/previewImages';
import type { PrerenderManifest } from './prerender';

/**
 * Link previews for a build served by a plain static host (`--public-origin=https://...`), which runs no code
 * to write them per request as `npm start` does (mocks/server/openGraph/pagePreviews.ts). Every prerendered page
 * gets the site's preview in its language, titled as the page is, with absolute addresses on the public origin;
 * the site's image is rendered once per language into `og/site.{ko,en}.png`. The detail pages' shells and
 * 404.html stand for every track, musician and shared list (the host cannot know which), so they carry no
 * `og:url`, and a preview of such a link shows the site, never another entity.
 */

/** A static build reads no API at build time: every entity is unknown to it. */
const noApi: ApiReader = () => Promise.resolve(new Response(null, { status: 404 }));

export const staticImageFile = (language: Language) => `og/site.${language}.png`;

async function writeSiteImages(outdir: string): Promise<void> {
  const images = createPreviewImages(noApi);
  await mkdir(join(outdir, 'og'), { recursive: true });
  for (const language of ['ko', 'en'] as const) {
    const answer = await images.answer(new Request(`http://build.invalid/og/site.png?lang=${language}`));
    if (!answer?.ok) throw new Error(`The site's link preview image (${language}) could not be rendered.`);
    await writeFile(join(outdir, staticImageFile(language)), new Uint8Array(await answer.arrayBuffer()));
  }
}

async function addPreview(outdir: string, file: string, language: Language, origin: string, address: { path: string; url?: string }): Promise<void> {
  const html = await readFile(join(outdir, file), 'utf8');
  const preview = await readLinkPreview(noApi, address.path, language, titleOf(html));
  const tags = openGraphTags(preview, language, { url: address.url, image: `${origin}/${staticImageFile(language)}` });
  await writeFile(join(outdir, file), withPreviewTags(html, preview.documentTitle ?? titleOf(html), tags));
}

/** Writes the link preview tags into every prerendered page and 404.html, and the site's images. */
export async function writeStaticLinkPreviews(outdir: string, manifest: PrerenderManifest, origin: string): Promise<void> {
  await writeSiteImages(outdir);
  for (const route of manifest.routes) {
    const shell = route.path.includes(':');
    for (const language of ['ko', 'en'] as const) {
      const url = shell ? undefined : `${origin}${route.path}${language === 'en' ? '?lang=en' : ''}`;
      await addPreview(outdir, route[language], language, origin, { path: route.path, url });
    }
  }
  await addPreview(outdir, manifest.fallback, 'ko', origin, { path: '/404' });
}
