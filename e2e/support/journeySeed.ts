import { DEMO_PASSWORD, demoAccounts } from '../../mocks/seed/demoAccounts';
import { GENRES, KEYWORDS, type Pair } from '../../mocks/seed/vocabulary';

/**
 * What the deterministic seed holds that the journeys rely on (README: demo accounts; mocks/seed/plan.ts:
 * the demo musician, musician 1, and its two hand-written tracks). Content, not interface copy: it is the same
 * in both interface languages except where a pair says otherwise.
 */
export const DEMO_MUSICIAN = {
  name: { ko: '한도윤', en: 'Doyun Han' } satisfies Pair,
  tracks: {
    /** "Chase at Dawn": found by the initial consonants of each word of its Korean title. */
    chaseAtDawn: {
      title: { ko: '새벽의 추격', en: 'Chase at Dawn' } satisfies Pair,
      initials: 'ㅅㅂㅇ ㅊㄱ',
    },
    /** "Glass Garden (Main Theme)": found by a word of its title in the interface's language, or in English. */
    glassGarden: {
      title: { ko: '유리 정원 - 메인 테마', en: 'Glass Garden (Main Theme)' } satisfies Pair,
      query: { ko: '유리 정원', en: 'Glass Garden' } satisfies Pair,
    },
  },
} as const;

/** A demo account's login (README), by its email. */
export function demoLogin(email: string): { email: string; password: string } {
  const account = demoAccounts.find((candidate) => candidate.login === email);
  if (!account) throw new Error(`No demo account ${email} in the seed.`);
  return { email: account.login, password: DEMO_PASSWORD };
}

/** A genre of the seed by its English name, with its Korean label. */
export function genre(en: string): Pair {
  const found = GENRES.find((candidate) => candidate.en === en);
  if (!found) throw new Error(`No genre ${en} in the seed.`);
  return found;
}

/** A keyword of the seed by its English label, with its Korean label. */
export function keyword(en: string): Pair {
  const found = KEYWORDS.find((candidate) => candidate.en === en);
  if (!found) throw new Error(`No keyword ${en} in the seed.`);
  return found;
}

/** The seed's open round of the matching program (mocks/seed/program.ts, round 1), by its name. */
export const OPEN_ROUND = {
  name: { ko: '2026 영화음악 매칭 프로그램', en: '2026 Film Music Matching Program' } satisfies Pair,
};

/**
 * An approved musician with a profile and one track who has not applied to the open round (user 41, Dowon Lim;
 * the composer-application specs apply as this musician too).
 */
export const UNAPPLIED_COMPOSER = {
  email: 'dowon.lim@example.com',
  password: DEMO_PASSWORD,
  name: { ko: '임도원', en: 'Dowon Lim' } satisfies Pair,
  track: { ko: '숲에서', en: 'In the Forest' } satisfies Pair,
} as const;
