import { embedTrackPath } from '../../../lib/domain/embed/embedPath';
import type { Language } from '../../../lib/i18n/languages';
import { clockFieldProblem } from '../../../lib/domain/time/clock';

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
  /** A forced theme; undefined: the visitor's system theme (prefers-color-scheme). */
  theme?: EmbedTheme;
  /** Where the track starts, in seconds (0 or undefined: at the beginning). */
  startSeconds?: number;
}

/** The themes a snippet can force (src/features/embed/embedParams.ts reads them). */
export type EmbedTheme = 'light' | 'dark';

/** The embed page's absolute address: `?lang=`, then `&theme=` and `&t=` when chosen. */
export function embedUrl({ origin, musicFileId, language, theme, startSeconds }: Omit<EmbedSnippetInput, 'title'>): string {
  const query = new URLSearchParams({ lang: language });
  if (theme) query.set('theme', theme);
  if (startSeconds) query.set('t', String(Math.floor(startSeconds)));
  return `${origin}${embedTrackPath(musicFileId)}?${query.toString()}`;
}

/** The start field's message key (in `embed`), or undefined when it is fine: `m:ss`, within the track. */
export function startTimeError(text: string, durationSeconds: number): 'startFormat' | 'startBeyond' | undefined {
  const problem = clockFieldProblem(text, durationSeconds);
  if (problem === 'format') return 'startFormat';
  return problem === 'beyond' ? 'startBeyond' : undefined;
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
