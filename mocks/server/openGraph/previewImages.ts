import { createHash } from 'node:crypto';
import type { Language } from '../../../src/lib/i18n/languages';
import { readImageContent, type ApiReader, type ImageContent, type PreviewKind } from './previewContent';
import { renderPreviewImage } from './previewImage';

/**
 * `GET /og/{track|musician|shared}/{id}.png?lang=ko|en` and `/og/site.png?lang=...`: the link preview images.
 * Each is named by a hash of what it depicts (its texts, its cover's validator, its waveform, the renderer's
 * version): the hash is its ETag and the `v` of the address the page's `og:image` gives, so an image is
 * rendered once per content and a consumer may keep it for good. An id that points nowhere or a dead share link
 * answers 404 with nothing of it.
 */

/** Bump when the picture's layout changes: every image is then rendered anew. */
const RENDER_VERSION = 1;
const CACHED_IMAGES = 64;

const IMAGE_PATH = /^\/og\/(?:(site)|(track|musician|shared)\/([^/]+))\.png$/;

export const contentHash = (content: ImageContent) =>
  createHash('sha256')
    .update(JSON.stringify([RENDER_VERSION, content]))
    .digest('base64url')
    .slice(0, 16);

/** The language of an image request (`?lang=en`), Korean otherwise. */
const languageOf = (url: URL): Language => (url.searchParams.get('lang') === 'en' ? 'en' : 'ko');

export interface PreviewImages {
  /** The answer to a `/og/...` request; undefined for any other path. */
  answer(request: Request): Promise<Response | undefined>;
  /** The hash of the current image of `kind`/`key` (for the `v` of its address); undefined when there is none. */
  versionOf(kind: PreviewKind, key: string, language: Language): Promise<string | undefined>;
  /** How many images were rendered (not served from the cache). */
  readonly renders: number;
}

export function createPreviewImages(readApi: ApiReader): PreviewImages {
  const images = new Map<string, Promise<Buffer>>();
  let renders = 0;

  async function coverBytes(content: ImageContent): Promise<Buffer | undefined> {
    if (!content.cover) return undefined;
    const answer = await readApi(content.cover.url, content.language);
    return answer.ok ? Buffer.from(await answer.arrayBuffer()) : undefined;
  }

  function imageOf(content: ImageContent, hash: string): Promise<Buffer> {
    let image = images.get(hash);
    if (!image) {
      renders++;
      image = coverBytes(content).then((cover) => renderPreviewImage({ title: content.title, subtitle: content.subtitle, cover, peaks: content.peaks }));
      image.catch(() => images.delete(hash));
      images.set(hash, image);
      if (images.size > CACHED_IMAGES) images.delete(images.keys().next().value!);
    }
    return image;
  }

  return {
    get renders() {
      return renders;
    },
    async versionOf(kind, key, language) {
      const content = await readImageContent(readApi, kind, key, language);
      return content && contentHash(content);
    },
    async answer(request) {
      const url = new URL(request.url);
      const match = IMAGE_PATH.exec(url.pathname);
      if (!match) return undefined;
      if (request.method !== 'GET' && request.method !== 'HEAD') return new Response(null, { status: 405, headers: { Allow: 'GET, HEAD' } });
      const kind = (match[1] ?? match[2]) as PreviewKind;
      let key = '';
      try {
        key = decodeURIComponent(match[3] ?? '');
      } catch {
        return notFound();
      }
      const content = await readImageContent(readApi, kind, key, languageOf(url));
      if (!content) return notFound();
      const hash = contentHash(content);
      const etag = `"${hash}"`;
      // The address of this very content may be kept for good; an older `v` (or none) is revalidated daily.
      const cacheControl = url.searchParams.get('v') === hash ? 'public, max-age=31536000, immutable' : 'public, max-age=86400';
      const headers: Record<string, string> = { 'Content-Type': 'image/png', 'Cache-Control': cacheControl, ETag: etag };
      const tags =
        request.headers
          .get('If-None-Match')
          ?.split(',')
          .map((tag) => tag.trim()) ?? [];
      if (tags.includes(etag)) return new Response(null, { status: 304, headers });
      const image = await imageOf(content, hash);
      headers['Content-Length'] = String(image.length);
      return new Response(request.method === 'HEAD' ? null : new Uint8Array(image), { status: 200, headers });
    },
  };
}

const notFound = () => new Response('Not found', { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' } });
