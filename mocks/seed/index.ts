import { hashPassword } from '../auth/passwords';
import type { MockContext } from '../context';
import { clearDatabase } from '../db/database';
import { withSeedCoverVariants } from '../media/covers/store';
import { SEED_INDUSTRY_PROFILES, SEED_ROUNDS } from './program';
import { SEED_APPLICATIONS } from './programApplications';
import { SEED_PILOT } from './programPilot';
import { SEED_PROJECTS } from './programProjects';
import { buildActivityHistory } from './activity';
import { DEMO_PASSWORD } from './demoAccounts';
import { buildSeedRecords, type SeedOptions } from './plan';

export { DEMO_PASSWORD, demoAccounts } from './demoAccounts';
export { NOTICE_MARKUP_PAYLOAD } from './board';
export { SEED_REFERENCE_TIME, SEED_SIZES, buildSeedRecords, type SeedOptions } from './plan';

/**
 * Empties the store and fills every collection with the deterministic seed: 12 genres, 40 keywords,
 * the demo accounts (see demoAccounts.ts), 30 listeners, 61 musicians with profiles and 1-3 tracks each
 * (synthesised WAV audio and PNG covers, see mocks/media), their likes and plays, 20 notices and 15 FAQ
 * entries, the demo general user's two shortlists, the open round of the matching program with four film
 * projects, three composer applications and two industry profiles (see program.ts, programProjects.ts and
 * programApplications.ts), the closed pilot round with its brief, answer and 1:1 meeting settings, requests and
 * availability (programPilot.ts), and 30 days of composers' feedback. Every account's password is `DEMO_PASSWORD`. `options.extraTracks` adds synthetic tracks for
 * search benchmarks (see SeedOptions).
 */
export async function seedDatabase(ctx: MockContext, options: SeedOptions = {}): Promise<void> {
  clearDatabase(ctx.db);
  const seed = buildSeedRecords(options);
  // One hash per user: the salt is the user's (lowercased) email.
  const hashes = await Promise.all(seed.users.map((user) => hashPassword(DEMO_PASSWORD, user.email.toLowerCase())));
  const { db } = ctx;
  for (const genre of seed.genres) await db.genres.create(genre);
  for (const keyword of seed.keywords) await db.keywords.create(keyword);
  for (const [index, user] of seed.users.entries()) await db.users.create({ ...user, passwordHash: hashes[index]! });
  // The musicians' photos and the covers of the seed's own tracks get resized copies when a processor is injected
  // (not the benchmark's extra tracks, appended last: thousands of synthetic covers would cost minutes of encoding once).
  const baseTracks = seed.music.slice(0, seed.music.length - Math.max(0, Math.floor(options.extraTracks ?? 0)));
  const coverIds = new Set([
    ...baseTracks.flatMap((track) => (track.coverFileId ? [track.coverFileId] : [])),
    ...seed.musicians.flatMap((musician) => (musician.photoFileId ? [musician.photoFileId] : [])),
  ]);
  for (const file of await withSeedCoverVariants(ctx.covers, seed.files, coverIds)) await db.files.create(file);
  for (const musician of seed.musicians) await db.musicians.create(musician);
  for (const track of seed.music) await db.music.create(track);
  for (const like of seed.likes) await db.likes.create(like);
  for (const play of seed.plays) await db.plays.create(play);
  for (const notice of seed.notices) await db.notices.create(notice);
  for (const faq of seed.faqs) await db.faqs.create(faq);
  for (const shortlist of seed.shortlists) await db.shortlists.create(shortlist);
  for (const round of SEED_ROUNDS) await db.rounds.create(structuredClone(round));
  for (const profile of SEED_INDUSTRY_PROFILES) await db.industryProfiles.create(structuredClone(profile));
  for (const project of SEED_PROJECTS) await db.projects.create(structuredClone(project));
  for (const application of SEED_APPLICATIONS) await db.applications.create(structuredClone(application));
  await db.rounds.create(structuredClone(SEED_PILOT.round));
  for (const project of SEED_PILOT.projects) await db.projects.create(structuredClone(project));
  for (const application of SEED_PILOT.applications) await db.applications.create(structuredClone(application));
  for (const brief of SEED_PILOT.briefs) await db.briefs.create(structuredClone(brief));
  for (const answer of SEED_PILOT.answers) await db.answers.create(structuredClone(answer));
  for (const settings of SEED_PILOT.meetingSettings) await db.meetingSettings.create(structuredClone(settings));
  for (const request of SEED_PILOT.meetingRequests) await db.meetingRequests.create(structuredClone(request));
  for (const availability of SEED_PILOT.meetingAvailability) await db.meetingAvailability.create(structuredClone(availability));
  // The composers' feedback history is relative to the clock's today, so the chart has shape whenever the seed loads.
  for (const activity of buildActivityHistory(seed.music, ctx.clock.now())) await db.trackActivity.create(activity);
}
