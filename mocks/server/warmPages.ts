import type { Language } from '../../src/lib/i18n/languages';
import { DEFAULT_PAGE_SIZE } from '../../src/features/musicians/list/listQuery';

/**
 * At most this many addresses are warmed, in every language: fewer than the renders the server keeps (livePages.ts,
 * 256), so the first are still kept when the last are made; a catalogue of thousands of musicians warms its first ones.
 */
const MAX_PAGES = 120;

export interface WarmedPages {
  pages: number;
  milliseconds: number;
}

/**
 * Asks the server at `origin` for the pages it renders at request time (home, every page of the musician list,
 * every musician), in every language, one at a time: right after a start, the first visitors then find the
 * renderer compiled, the critical styles of every kind of page made and the pages cached, instead of queueing
 * behind their first renders (at a festival's opening, 100 visitors waited 0.5-1 s for the first 8 seconds). One
 * request at a time, so visitors who come meanwhile are answered between them. `readApi` lists the musicians.
 */
export async function warmPages(origin: string, readApi: (path: string) => Promise<Response>, languages: readonly Language[]): Promise<WarmedPages> {
  const started = performance.now();
  const addresses = ['/', ...(await musicianPages(readApi))].slice(0, MAX_PAGES);
  let pages = 0;
  for (const address of addresses) {
    for (const language of languages) {
      const answer = await fetch(new URL(address, origin), { headers: { Cookie: `cue-lang=${language}` } }).catch(() => undefined);
      await answer?.arrayBuffer().catch(() => undefined);
      if (answer?.ok) pages += 1;
    }
  }
  return { pages, milliseconds: Math.round(performance.now() - started) };
}

/** Every page of the musician list, then every musician's page. */
async function musicianPages(readApi: (path: string) => Promise<Response>): Promise<string[]> {
  const lists: string[] = [];
  const musicians: string[] = [];
  for (let page = 1; lists.length + musicians.length < MAX_PAGES; page += 1) {
    const answer = await readApi(`/api/v1/musicians?page=${page}&size=${DEFAULT_PAGE_SIZE}`);
    if (!answer.ok) break;
    const { data } = (await answer.json()) as { data: { content: Array<{ musicianId: number }>; totalPages: number } };
    lists.push(page === 1 ? '/musician-list' : `/musician-list?page=${page}`);
    musicians.push(...data.content.map(({ musicianId }) => `/musician-details/${musicianId}`));
    if (page >= data.totalPages) break;
  }
  return [...lists, ...musicians];
}
