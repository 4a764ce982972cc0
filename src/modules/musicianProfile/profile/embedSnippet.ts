import { embedTrackPath } from '../../../domain/embed/embedPath';
import type { Language } from '../../../i18n/languages';

/** The iframe's height in pixels: the embed page's layout is made for 160-200. */
export const EMBED_HEIGHT = 180;

/** Text safe inside a double-quoted HTML attribute. */
export function escapeAttribute(text: string): string {
  return text.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');
}

export interface EmbedSnippetInput {
  /** This site's origin (`https://cue.example`): the snippet goes on another site. */
  origin: string;
  musicFileId: number;
  /** The iframe's accessible name, already translated. */
  title: string;
  /** The language the player shows on the composer's site. */
  language: Language;
}

/** The embed page's absolute address, in a language. */
export function embedUrl({ origin, musicFileId, language }: Omit<EmbedSnippetInput, 'title'>): string {
  return `${origin}${embedTrackPath(musicFileId)}?lang=${language}`;
}

/**
 * The `<iframe>` HTML a composer pastes into their own site: the embed page's absolute address, a translated
 * title (its name for screen readers), the full width of its container, 180 px high, loaded when scrolled near.
 */
export function embedSnippet(input: EmbedSnippetInput): string {
  const attributes = [
    ['src', embedUrl(input)],
    ['title', input.title],
    ['width', '100%'],
    ['height', String(EMBED_HEIGHT)],
    ['loading', 'lazy'],
  ];
  return `<iframe ${attributes.map(([name, value]) => `${name}="${escapeAttribute(value!)}"`).join(' ')}></iframe>`;
}
