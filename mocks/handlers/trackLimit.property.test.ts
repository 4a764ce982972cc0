import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createMusic, deleteMusic, getMyMusicianProfile, registerMusicianProfile } from '../../src/lib/api/generated/sdk.gen';
import { MAX_TRACKS_PER_MUSICIAN } from '../../src/lib/domain/limits';
import type { MockContext } from '../context';
import { newClient } from '../testing/testApi';
import { useTestApi } from '../testing/useTestApi';
import { createUserWithToken } from '../testing/users';

/**
 * "At most 3 tracks per musician" (docs/product.md sections 5 and 9) on 1,000 random histories: a fresh musician saves
 * tracks one at a time or several at once (a double click, two tabs) and deletes some. The provider must accept
 * exactly as many as fit under the limit, refuse the others with MUSIC_LIMIT_EXCEEDED, and never hold more
 * than 3; the model here counts what the musician should have. The music files are put in the store as
 * finished uploads (tus itself is proven in uploads.test.ts), so the 1,000 histories cost only the calls under test.
 */
type Step = { kind: 'create'; together: number } | { kind: 'delete'; pick: number };

const step: fc.Arbitrary<Step> = fc.oneof(
  { arbitrary: fc.integer({ min: 1, max: 3 }).map((together) => ({ kind: 'create' as const, together })), weight: 3 },
  { arbitrary: fc.nat().map((pick) => ({ kind: 'delete' as const, pick })), weight: 1 },
);

const PROFILE = {
  name: { ko: '한여름', en: 'Yeoreum Han' },
  intro: { ko: '영화음악 작곡가', en: '' },
  bio: { ko: '단편영화 음악을 만듭니다.', en: '' },
  contactName: '한여름',
  contactEmail: 'yeoreum@example.com',
};

let uploads = 0;
/** A finished audio upload of `userId`, as tus leaves it once the last byte arrived (a generated one-second cue). */
async function finishedAudioUpload(ctx: MockContext, userId: number): Promise<string> {
  uploads += 1;
  const createdAt = new Date(ctx.clock.now()).toISOString();
  const file = await ctx.db.files.create({
    id: `file_limit${uploads}`,
    contentType: 'audio/wav',
    size: 16_044,
    durationSeconds: 1,
    ownerUserId: userId,
    source: { type: 'generatedAudio', seed: uploads, seconds: 1 },
    createdAt,
  });
  const upload = await ctx.db.uploads.create({
    id: `up_limit${uploads}`,
    ownerUserId: userId,
    kind: 'audio',
    filename: 'cue.wav',
    filetype: 'audio/wav',
    length: file.size,
    offset: file.size,
    state: 'complete',
    fileId: file.id,
    expiresAt: new Date(ctx.clock.now() + 86_400_000).toISOString(),
    createdAt,
  });
  return upload.id;
}

const track = (audioUploadId: string) => ({
  title: { ko: '첫 장면', en: 'Opening' },
  description: { ko: '', en: '' },
  genreId: 1,
  keywordIds: [1],
  audioUploadId,
});

describe('the track limit (property test)', () => {
  const api = useTestApi();

  it('never lets a musician hold more than 3 tracks, whatever the order or overlap of saves and deletes', async () => {
    let histories = 0;
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 5 }), async (steps) => {
        histories += 1;
        const { ctx } = api().provider;
        const token = await createUserWithToken(ctx, 'ROLE_MUSICIAN');
        const client = newClient(token);
        const profile = await registerMusicianProfile({ client, body: PROFILE });
        const musicianId = profile.data!.data.musicianId;
        const userId = ctx.db.musicians.findFirst((q) => q.where({ id: musicianId }))!.userId;
        let held: number[] = [];
        for (const next of steps) {
          if (next.kind === 'delete') {
            if (held.length === 0) continue;
            const musicFileId = held[next.pick % held.length]!;
            expect((await deleteMusic({ client, path: { musicFileId } })).response?.status).toBe(200);
            held = held.filter((id) => id !== musicFileId);
          } else {
            const audio: string[] = [];
            for (let i = 0; i < next.together; i++) audio.push(await finishedAudioUpload(ctx, userId));
            const answers = await Promise.all(audio.map((uploadId) => createMusic({ client, path: { musicianId }, body: track(uploadId) })));
            const fit = Math.min(next.together, MAX_TRACKS_PER_MUSICIAN - held.length);
            const accepted = answers.filter((answer) => answer.response?.status === 201);
            const refused = answers.filter((answer) => answer.response?.status !== 201);
            expect(accepted.length).toBe(fit);
            expect(refused.map((answer) => [answer.response?.status, answer.error?.code])).toEqual(refused.map(() => [409, 'MUSIC_LIMIT_EXCEEDED']));
            held.push(...accepted.map((answer) => answer.data!.data.musicFileId));
          }
          const stored = ctx.db.music.findMany((q) => q.where({ musicianId })).map((saved) => saved.id);
          expect(stored.sort()).toEqual([...held].sort());
          expect(stored.length).toBeLessThanOrEqual(MAX_TRACKS_PER_MUSICIAN);
        }
        const shown = (await getMyMusicianProfile({ client })).data!.data.tracks.map((saved) => saved.musicFileId);
        expect(shown.sort()).toEqual([...held].sort());
      }),
      { numRuns: Number(process.env.RUNS ?? 1000) },
    );
    expect(histories).toBeGreaterThanOrEqual(Number(process.env.RUNS ?? 1000));
  }, 600_000);
});
