import type * as z from 'zod';
import type { musicRecord, trackActivityRecord } from '../db/schemas';
import { feedbackDates } from '../handlers/trackActivity';

type TrackActivityRecord = z.infer<typeof trackActivityRecord>;
type SeedTrack = Pick<z.infer<typeof musicRecord>, 'id' | 'musicianId' | 'createdAt' | 'playCount' | 'likeCount'>;

/** The demo musician (musician 1, `musician@cue.test`) is where the chart is shown: their tracks are busier. */
const FEATURED_MUSICIAN_ID = 1;
const FEATURED_FACTOR = 14;

/** A small deterministic generator (mulberry32): the same track always gets the same history. */
function generator(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * The composers' feedback history of the seeded tracks over the 30 days ending on the clock's today: per track
 * a busy spell around a day of its own, on a level set by the track's seeded plays and likes, with weekends a
 * little busier; the demo musician's tracks are busier still, so their chart has shape. Only days with something to
 * count become records (about 800 in all), so a reset stays fast. Tracks nobody played or liked (the benchmark's
 * extra tracks) get none.
 */
export function buildActivityHistory(tracks: SeedTrack[], nowMs: number): TrackActivityRecord[] {
  const dates = feedbackDates(nowMs);
  const records: TrackActivityRecord[] = [];
  for (const track of tracks) {
    if (track.playCount === 0 && track.likeCount === 0) continue;
    const random = generator(track.id * 7919 + 17);
    const peak = Math.floor(random() * dates.length);
    const createdOn = track.createdAt.slice(0, 10);
    dates.forEach((date, index) => {
      if (date < createdOn) return;
      const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
      const spell = 0.5 + 1.5 * Math.exp(-((index - peak) ** 2) / 12);
      const level = spell * (weekday === 0 || weekday === 6 ? 1.25 : 1) * (track.musicianId === FEATURED_MUSICIAN_ID ? FEATURED_FACTOR : 1);
      const plays = Math.floor((Math.max(track.playCount, 10) / 90) * level + random());
      const sharedPlays = plays > 0 && random() < 0.3 ? 1 + Math.floor(random() * Math.min(plays, 3)) : 0;
      const likes = Math.floor((Math.max(track.likeCount, 4) / 60) * level + random() * 0.5);
      const shortlistAdds = random() < 0.02 + 0.05 * (spell - 0.5) ? 1 : 0;
      if (plays + likes + shortlistAdds > 0) records.push({ musicId: track.id, date, plays, likes, shortlistAdds, sharedPlays: Math.min(sharedPlays, plays) });
    });
  }
  return records;
}
