import type { Language } from '../../../src/lib/i18n/languages';
import type { LinkPreview } from './previewContent';

/**
 * The Open Graph and Twitter card tags messengers (KakaoTalk, Slack, mail clients) build a link's preview from,
 * and the page's `<title>`, written into a served page's HTML. Every address is absolute, on the configured
 * public origin (`PUBLIC_ORIGIN`), never on a request's `Host`.
 */

const escapeAttribute = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const OG_LOCALE: Record<Language, string> = { ko: 'ko_KR', en: 'en_US' };

export interface PreviewAddresses {
  /** The page's absolute address (`og:url`); none for a shell that stands for many addresses. */
  url?: string;
  /** The image's absolute address (`og:image`). */
  image: string;
}

export function openGraphTags(preview: LinkPreview, language: Language, addresses: PreviewAddresses): string {
  const other: Language = language === 'ko' ? 'en' : 'ko';
  const meta = (attribute: 'property' | 'name', key: string, value: string) => `<meta ${attribute}="${key}" content="${escapeAttribute(value)}" />`;
  return [
    meta('name', 'description', preview.description),
    meta('property', 'og:type', 'website'),
    meta('property', 'og:site_name', 'Cue Connect'),
    meta('property', 'og:title', preview.title),
    meta('property', 'og:description', preview.description),
    ...(addresses.url === undefined ? [] : [meta('property', 'og:url', addresses.url)]),
    meta('property', 'og:locale', OG_LOCALE[language]),
    meta('property', 'og:locale:alternate', OG_LOCALE[other]),
    meta('property', 'og:image', addresses.image),
    meta('property', 'og:image:type', 'image/png'),
    meta('property', 'og:image:width', '1200'),
    meta('property', 'og:image:height', '630'),
    meta('property', 'og:image:alt', preview.imageAlt),
    meta('name', 'twitter:card', 'summary_large_image'),
    meta('name', 'twitter:title', preview.title),
    meta('name', 'twitter:description', preview.description),
    meta('name', 'twitter:image', addresses.image),
  ]
    .map((tag) => `\n    ${tag}`)
    .join('');
}

const PREVIEW_META = /\n?\s*<meta (?:property="og:[^"]*"|name="(?:twitter:[^"]*|description)") content="[^"]*" \/>/g;

/** The page's document title as served. */
export const titleOf = (html: string) =>
  (/<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&');

/** The page with `tags` after its `<title>`, now `title` (any preview tags it had are replaced). */
export function withPreviewTags(html: string, title: string, tags: string): string {
  return html.replace(PREVIEW_META, '').replace(/<title>[^<]*<\/title>/, () => `<title>${escapeAttribute(title)}</title>${tags}`);
}
