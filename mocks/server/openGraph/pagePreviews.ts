import type { Language } from '../../../src/lib/i18n/languages';
import { openGraphTags, titleOf, withPreviewTags } from './headTags';
import { previewTarget, readLinkPreview, type ApiReader } from './previewContent';
import type { PreviewImages } from './previewImages';

/**
 * Writes a served page's link preview into its HTML (a prerendered file or a page rendered at request time):
 * the `<title>` naming what the page shows, and the Open Graph / Twitter card tags, with absolute addresses on
 * `origin()` (the configured public origin). The image's address carries the hash of what it depicts (`v`), so
 * a messenger that keeps images by address shows a new one when the track changes. The page's language is the
 * visitor's cookie, else the link's `?lang=` (a messenger sends no cookie: a link copied in English says so), and
 * `og:url` keeps that `?lang=`.
 */
export function createPagePreviews(readApi: ApiReader, images: PreviewImages, origin: () => string) {
  return async function withLinkPreview(html: string, address: URL, language: Language): Promise<string> {
    const { pathname } = address;
    const linkLanguage = address.searchParams.get('lang');
    const url = `${origin()}${pathname}${linkLanguage === 'en' || linkLanguage === 'ko' ? `?lang=${linkLanguage}` : ''}`;
    const preview = await readLinkPreview(readApi, pathname, language, titleOf(html));
    const target = previewTarget(pathname);
    const ownImage = target && preview.imagePath !== '/og/site.png';
    const version = await images.versionOf(ownImage ? target.kind : 'site', ownImage ? target.key : '', language);
    const image = `${origin()}${preview.imagePath}?lang=${language}${version ? `&v=${version}` : ''}`;
    return withPreviewTags(html, preview.documentTitle ?? titleOf(html), openGraphTags(preview, language, { url, image }));
  };
}

export type WithLinkPreview = ReturnType<typeof createPagePreviews>;
