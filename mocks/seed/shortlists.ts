import type * as z from 'zod';
import type { musicRecord, shortlistRecord } from '../db/schemas';

type ShortlistRecord = z.infer<typeof shortlistRecord>;
type MusicRecord = z.infer<typeof musicRecord>;

const DAY = 24 * 60 * 60 * 1000;
const HOUR = 60 * 60 * 1000;
const iso = (ms: number) => new Date(ms).toISOString();

/**
 * The demo general user's two shortlists: one named in Korean, one in English, with a few tracks each and
 * notes (one pointing to a time in its track). No share links: tokens come only from the API.
 * Tracks are picked by position in the seeded catalogue (music 1 and 2 are the demo musician's).
 */
export function demoShortlists(ownerUserId: number, music: MusicRecord[], referenceTime: number): ShortlistRecord[] {
  const id = (index: number) => music[index % music.length]!.id;
  const at = (daysAgo: number, hours = 0) => iso(referenceTime - daysAgo * DAY + hours * HOUR);
  const entry = (musicId: number, addedAt: string, note = '', noteSeconds: number | null = null) => ({ musicId, note, noteSeconds, addedAt });
  return [
    {
      id: 1,
      ownerUserId,
      name: '단편 〈마지막 기차〉 오프닝 후보',
      description: '오프닝 시퀀스(약 40초)에 쓸 음악 후보입니다. 새벽 분위기와 긴장감이 함께 있는 곡을 찾고 있어요.',
      entries: [
        entry(id(0), at(6), '0:12부터 추격이 시작돼요. 오프닝 컷 전환과 잘 맞습니다.', 12),
        entry(id(12), at(6, 1), '현악 부분이 좋음. 감독님께 들려드리기.'),
        entry(id(1), at(5)),
        entry(id(27), at(4, 3)),
      ],
      createdAt: at(6),
      updatedAt: at(3),
    },
    {
      id: 2,
      ownerUserId,
      name: 'Festival trailer – temp picks',
      description: 'Candidates for the 30-second festival trailer. Upbeat, with a clear ending.',
      entries: [entry(id(40), at(2), 'Strong opening; ask about a shorter edit.'), entry(id(7), at(2, 2)), entry(id(55), at(1, 5), 'Maybe for the closing card.')],
      createdAt: at(2),
      updatedAt: at(1, 5),
    },
  ];
}
