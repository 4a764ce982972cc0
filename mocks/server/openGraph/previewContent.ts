import type { LocalizedText, Music, MusicianDetail, SharedShortlist, Waveform } from '../../../src/lib/api/generated/types.gen';
import { brand } from '../../../src/lib/config/brand';
import type { Language } from '../../../src/lib/i18n/languages';
import { formatClock } from '../../../src/lib/domain/time/clock';
import { previewT } from './previewText';

/**
 * What a link preview of a page shows (Open Graph, mocks/server/openGraph/headTags.ts) and what its image depicts
 * (previewImage.ts), read through the API in process like any anonymous visitor: a track, a musician, a shared
 * shortlist, the home page. A dead share link or an unknown id shows a generic preview that names nothing of it.
 */

/** Answers an API path (`/api/v1/...`) in process, anonymously, in `language`. */
export type ApiReader = (path: string, language: Language) => Promise<Response>;

export type PreviewKind = 'site' | 'track' | 'musician' | 'shared';

/** What an image depicts: everything that changes its pixels (its hash names the rendered image). */
export interface ImageContent {
  language: Language;
  title: string;
  subtitle: string;
  /** Same-origin path of the cover or photo (a new file, a new address, a new image). */
  cover?: { url: string };
  /** Min/max pairs of the waveform (BBC audiowaveform, 8 bits). */
  peaks?: number[];
}

export interface LinkPreview {
  /** `og:title`. */
  title: string;
  /** The document's `<title>`; undefined keeps the page's own (a page that names no track, musician or list). */
  documentTitle?: string;
  description: string;
  /** The image's path (`/og/track/1.png`), without its query. */
  imagePath: string;
  imageAlt: string;
}

const text = (value: LocalizedText, language: Language) => value[language] || value.ko || value.en;

const withBrand = (language: Language, page: string) => previewT(language)('documentTitle', { page, brand: brand.wordmark });

async function readData<T>(readApi: ApiReader, path: string, language: Language): Promise<{ status: number; data?: T }> {
  const answer = await readApi(path, language);
  if (!answer.ok) {
    void answer.body?.cancel().catch(() => undefined);
    return { status: answer.status };
  }
  return { status: answer.status, data: ((await answer.json()) as { data: T }).data };
}

/**
 * The cover of a preview: its address is enough to name it, since a file's address names its bytes for good (a new
 * cover or photo is a new file). Reading the file here cost a render of a seeded cover for every page with a preview.
 */
function coverOf(url: string | null | undefined): ImageContent['cover'] {
  return url?.startsWith('/api/') ? { url } : undefined;
}

async function peaksOf(readApi: ApiReader, musicFileId: number, language: Language): Promise<number[] | undefined> {
  const { data } = await readData<Waveform>(readApi, `/api/v1/music/${musicFileId}/waveform`, language);
  return data?.data;
}

const POSITIVE_INTEGER = /^[1-9][0-9]{0,15}$/;
const SHARE_TOKEN = /^[A-Za-z0-9_-]{22,64}$/;

/** The page kind and key of a path this module previews, or undefined (another page). */
export function previewTarget(pathname: string): { kind: PreviewKind; key: string } | undefined {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  if (path === '/') return { kind: 'site', key: '' };
  const [, first, second, ...rest] = path.split('/');
  if (rest.length || second === undefined) return undefined;
  if (first === 'music-details' && POSITIVE_INTEGER.test(second)) return { kind: 'track', key: second };
  if (first === 'musician-details' && POSITIVE_INTEGER.test(second)) return { kind: 'musician', key: second };
  if (first === 's') return { kind: 'shared', key: second };
  return undefined;
}

export const imagePathOf = (kind: PreviewKind, key: string) => (kind === 'site' ? '/og/site.png' : `/og/${kind}/${encodeURIComponent(key)}.png`);

interface Read {
  preview: LinkPreview;
  /** Undefined when the page has no image of its own (the site's image stands in). */
  image?: () => Promise<ImageContent>;
}

function sitePreview(language: Language, page?: string): Read {
  const t = previewT(language);
  const title = page ?? brand.wordmark;
  return {
    preview: {
      title,
      documentTitle: page,
      description: t('linkPreview.siteDescription'),
      imagePath: imagePathOf('site', ''),
      imageAlt: brand.wordmark,
    },
  };
}

export const siteImage = (language: Language): ImageContent => ({ language, title: brand.wordmark, subtitle: previewT(language)('linkPreview.siteDescription') });

async function readTrack(readApi: ApiReader, id: string, language: Language): Promise<Read | undefined> {
  const { data: music } = await readData<Music>(readApi, `/api/v1/music/${id}`, language);
  if (!music) return undefined;
  const t = previewT(language);
  const title = text(music.title, language);
  const musician = text(music.musician.name, language);
  return {
    preview: {
      title: t('linkPreview.trackTitle', { title, musician }),
      documentTitle: withBrand(language, title),
      description:
        text(music.description, language) ||
        t('linkPreview.trackDescription', { musician, genre: text(music.genre.label, language), duration: formatClock(music.durationSeconds) }),
      imagePath: imagePathOf('track', id),
      imageAlt: t('linkPreview.imageAlt', { title, musician }),
    },
    image: async () => ({
      language,
      title,
      subtitle: musician,
      cover: coverOf(music.coverUrl),
      peaks: await peaksOf(readApi, music.musicFileId, language),
    }),
  };
}

async function readMusician(readApi: ApiReader, id: string, language: Language): Promise<Read | undefined> {
  const { data: musician } = await readData<MusicianDetail>(readApi, `/api/v1/musicians/${id}`, language);
  if (!musician) return undefined;
  const t = previewT(language);
  const name = text(musician.name, language);
  const count = t('linkPreview.tracks', { count: musician.trackCount });
  return {
    preview: {
      title: name,
      documentTitle: withBrand(language, name),
      description: text(musician.intro, language) || t('linkPreview.musicianDescription', { count: musician.trackCount }),
      imagePath: imagePathOf('musician', id),
      imageAlt: name,
    },
    image: async () => ({
      language,
      title: name,
      subtitle: `${text(musician.intro, language) || count}`,
      cover: coverOf(musician.photoUrl),
      peaks: musician.tracks[0] ? await peaksOf(readApi, musician.tracks[0].musicFileId, language) : undefined,
    }),
  };
}

async function readShared(readApi: ApiReader, token: string, language: Language): Promise<Read> {
  const t = previewT(language);
  const read = SHARE_TOKEN.test(token) ? await readData<SharedShortlist>(readApi, `/api/v1/shared/${token}`, language) : undefined;
  const list = read?.data;
  if (!list) {
    // Revoked, expired, deleted or never issued: the preview says so and names nothing of the list.
    const title = t('linkPreview.sharedUnavailableTitle');
    return {
      preview: {
        title,
        documentTitle: withBrand(language, title),
        description: t('linkPreview.sharedUnavailableDescription'),
        imagePath: imagePathOf('site', ''),
        imageAlt: brand.wordmark,
      },
    };
  }
  const count = list.entries.length;
  const description = t('linkPreview.sharedDescription', { nickname: list.ownerNickname, count });
  const first = list.entries[0]?.music;
  return {
    preview: { title: list.name, documentTitle: withBrand(language, list.name), description, imagePath: imagePathOf('shared', token), imageAlt: list.name },
    image: async () => ({
      language,
      title: list.name,
      subtitle: description,
      cover: coverOf(first?.coverUrl),
      peaks: first ? await peaksOf(readApi, first.musicFileId, language) : undefined,
    }),
  };
}

async function read(readApi: ApiReader, kind: PreviewKind, key: string, language: Language): Promise<Read | undefined> {
  if (kind === 'track') return readTrack(readApi, key, language);
  if (kind === 'musician') return readMusician(readApi, key, language);
  if (kind === 'shared') return readShared(readApi, key, language);
  return sitePreview(language);
}

/**
 * The preview of the page at `pathname` in `language`: its own for a track, a musician, a shared shortlist and
 * home; another page (or an id that points nowhere) gets the site's, titled `pageTitle` (its document title).
 */
export async function readLinkPreview(readApi: ApiReader, pathname: string, language: Language, pageTitle: string): Promise<LinkPreview> {
  const target = previewTarget(pathname);
  const found = target && (await read(readApi, target.kind, target.key, language));
  return (found ?? sitePreview(language, pageTitle)).preview;
}

/** What the image of `kind`/`key` depicts; undefined for an id that points nowhere or a dead share link. */
export async function readImageContent(readApi: ApiReader, kind: PreviewKind, key: string, language: Language): Promise<ImageContent | undefined> {
  if (kind === 'site') return siteImage(language);
  const found = await read(readApi, kind, key, language);
  return found?.image ? found.image() : undefined;
}
