import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';

/** A link of a Markdown file that points into the repository, as written and where it leads. */
export interface RelativeLink {
  file: string;
  line: number;
  target: string;
}

const LINK = /!?\[[^\]]*\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g;
const EXTERNAL = /^(?:[a-z][a-z0-9+.-]*:|\/\/)/i;

/** The relative links of a Markdown text (outside fenced code), with their line numbers. */
export function relativeLinks(file: string, text: string): RelativeLink[] {
  const links: RelativeLink[] = [];
  let fenced = false;
  text.split('\n').forEach((content, index) => {
    if (/^\s*(```|~~~)/.test(content)) fenced = !fenced;
    if (fenced) return;
    for (const match of content.replace(/`[^`]*`/g, '').matchAll(LINK)) {
      const target = match[1]!;
      if (!EXTERNAL.test(target)) links.push({ file, line: index + 1, target });
    }
  });
  return links;
}

/** GitHub's anchor of a heading: lower case, punctuation dropped, spaces as hyphens. */
export const headingAnchor = (heading: string) =>
  heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');

const anchorsOf = (path: string) =>
  new Set(
    readFileSync(path, 'utf8')
      .split('\n')
      .flatMap((line) => /^#{1,6}\s+(.*)$/.exec(line)?.[1] ?? [])
      .map(headingAnchor),
  );

/** Why a link does not resolve (a missing file or folder, or a heading the Markdown file lacks), or undefined. */
export function brokenBecause(link: RelativeLink): string | undefined {
  const [path = '', anchor] = link.target.split('#');
  const target = path === '' ? link.file : resolve(dirname(link.file), decodeURIComponent(path));
  if (!existsSync(target)) return `${link.target}: no such file`;
  if (anchor === undefined) return undefined;
  const markdown = statSync(target).isDirectory() ? join(target, 'README.md') : target;
  if (!markdown.endsWith('.md') || !existsSync(markdown)) return `${link.target}: an anchor into a file that is not Markdown`;
  return anchorsOf(markdown).has(anchor) ? undefined : `${link.target}: no heading #${anchor}`;
}
