import { describe, expect, it } from 'vitest';
import {
  createMusic,
  deleteMusic,
  getMusic,
  getMyMusicianProfile,
  getMyProfile,
  likeMusic,
  listLikedMusic,
  login,
  recordPlay,
  registerMusicianProfile,
  searchMusic,
  unlikeMusic,
  updateMusic,
} from '../../src/lib/api/generated/sdk.gen';
import type { Client } from '../../src/lib/api/generated/client';
import { newClient } from '../testing/testApi';
import { pngHeader, tinyWav, tusUpload } from '../testing/tusUpload';
import { useTestApi } from '../testing/useTestApi';

async function tokenFor(api: ReturnType<ReturnType<typeof useTestApi>>, email: string) {
  const { data } = await login({ client: api.anonymous, body: { login: email, password: 'cue-connect-1' } });
  return data!.data.accessToken!;
}

const trackInput = (audioUploadId: string, coverUploadId?: string) => ({
  title: { ko: '새벽의 추격', en: 'Chase at Dawn' },
  description: { ko: '', en: '' },
  genreId: 1,
  keywordIds: [1, 2],
  audioUploadId,
  ...(coverUploadId ? { coverUploadId } : {}),
});

describe('music', () => {
  const api = useTestApi();

  it('searches with filters, sorting and paging', async () => {
    const client = api().anonymous;
    const all = (await searchMusic({ client, query: { size: 100 } })).data!.data;
    expect(all.totalElements).toBeGreaterThan(60);
    const byLikes = (await searchMusic({ client, query: { sort: 'likes', size: 10 } })).data!.data.content;
    expect(byLikes.map((track) => track.likeCount)).toEqual([...byLikes.map((track) => track.likeCount)].sort((a, b) => b - a));
    const first = all.content[0]!;
    const byGenre = (await searchMusic({ client, query: { genreId: first.genre.genreId, size: 100 } })).data!.data.content;
    expect(byGenre.every((track) => track.genre.genreId === first.genre.genreId)).toBe(true);
    const keywordId = first.keywords[0]!.keywordId;
    const byKeyword = (await searchMusic({ client, query: { keywordId: [keywordId], size: 100 } })).data!.data.content;
    expect(byKeyword.every((track) => track.keywords.some((keyword) => keyword.keywordId === keywordId))).toBe(true);
    const page2 = (await searchMusic({ client, query: { page: 2, size: 5 } })).data!.data;
    expect(page2.content.map((track) => track.musicFileId)).toEqual(all.content.slice(5, 10).map((track) => track.musicFileId));
  });

  it('finds a track by its Korean title initials, its English title, a keyword label and the musician name', async () => {
    const client = api().anonymous;
    const track = (await searchMusic({ client, query: { size: 1 } })).data!.data.content[0]!;
    const ids = async (q: string) => (await searchMusic({ client, query: { q, size: 100 } })).data!.data.content.map((item) => item.musicFileId);
    const initials = [...track.title.ko]
      .map((char) => {
        const code = char.codePointAt(0)! - 0xac00;
        return code >= 0 && code < 11172 ? 'ㄱㄲㄴㄷㄸㄹㅁㅂㅃㅅㅆㅇㅈㅉㅊㅋㅌㅍㅎ'[Math.floor(code / 588)] : char;
      })
      .join('');
    expect(await ids(initials)).toContain(track.musicFileId);
    if (track.title.en) expect(await ids(track.title.en.toUpperCase())).toContain(track.musicFileId);
    expect(await ids(track.keywords[0]!.label.en)).toContain(track.musicFileId);
    expect(await ids(track.musician.name.ko)).toContain(track.musicFileId);
    expect(await ids('zzzz-nothing-matches')).toEqual([]);
  });

  it('likes and unlikes idempotently and lists liked music', async () => {
    const client = await api().clientFor('user@cue.test');
    const track = (await searchMusic({ client, query: { size: 1 } })).data!.data.content[0]!;
    if (track.liked) await unlikeMusic({ client, path: { musicFileId: track.musicFileId } });
    const before = (await getMusic({ client, path: { musicFileId: track.musicFileId } })).data!.data.likeCount;
    await likeMusic({ client, path: { musicFileId: track.musicFileId } });
    const twice = (await likeMusic({ client, path: { musicFileId: track.musicFileId } })).data!.data;
    expect(twice).toEqual({ musicFileId: track.musicFileId, liked: true, likeCount: before + 1 });
    const liked = (await listLikedMusic({ client })).data!.data.content;
    expect(liked[0]).toMatchObject({ musicFileId: track.musicFileId, liked: true });
    expect((await unlikeMusic({ client, path: { musicFileId: track.musicFileId } })).data!.data.likeCount).toBe(before);
    expect((await likeMusic({ client: api().anonymous, path: { musicFileId: track.musicFileId } })).response?.status).toBe(401);
  });

  it('counts a listener once per track', async () => {
    const client = api().anonymous;
    const track = (await searchMusic({ client, query: { size: 1 } })).data!.data.content[0]!;
    const first = (await recordPlay({ client, path: { musicFileId: track.musicFileId }, body: { listenerId: 'listener-1234' } })).data!.data;
    const again = (await recordPlay({ client, path: { musicFileId: track.musicFileId }, body: { listenerId: 'listener-1234' } })).data!.data;
    expect(first).toEqual({ musicFileId: track.musicFileId, playCount: track.playCount + 1, counted: true });
    expect(again).toEqual({ ...first, counted: false });
  });

  it('keeps musician-only operations away from general users', async () => {
    const client = await api().clientFor('user@cue.test');
    expect((await getMyMusicianProfile({ client })).error?.code).toBe('MUSICIAN_ONLY');
  });

  it('asks a musician without a profile to go back to step 1', async () => {
    const token = await tokenFor(api(), 'newmusician@cue.test');
    const audio = await tusUpload(token, 'audio', 'cue.wav', tinyWav());
    const { error, response } = await createMusic({ client: newClient(token), path: { musicianId: 1 }, body: trackInput(audio) });
    expect(response?.status).toBe(409);
    expect(error).toMatchObject({ code: 'MUSICIAN_PROFILE_NOT_REGISTERED', message: 'Musician information is not registered. Please go back to step 1' });
  });

  it('registers a profile, saves up to 3 tracks, edits and deletes one', async () => {
    const token = await tokenFor(api(), 'newmusician@cue.test');
    const client: Client = newClient(token);
    const profileInput = {
      name: { ko: '윤하늘', en: 'Haneul Yoon' },
      intro: { ko: '빛과 그림자의 작곡가', en: '' },
      bio: { ko: '단편영화 음악을 만듭니다.', en: '' },
      contactName: '윤하늘',
      contactEmail: 'haneul@example.com',
      instagramId: 'haneul.music',
    };
    const profile = await registerMusicianProfile({ client, body: profileInput });
    expect(profile.response?.status).toBe(201);
    const musicianId = profile.data!.data.musicianId;
    expect((await registerMusicianProfile({ client, body: profileInput })).error?.code).toBe('MUSICIAN_PROFILE_EXISTS');
    expect((await createMusic({ client, path: { musicianId: 9999 }, body: trackInput('nope') })).error?.code).toBe('MUSICIAN_NOT_FOUND');

    const saved = [];
    for (let i = 0; i < 3; i++) {
      const audio = await tusUpload(token, 'audio', `cue-${i}.wav`, tinyWav());
      const cover = await tusUpload(token, 'cover', `cover-${i}.png`, pngHeader());
      const created = await createMusic({ client, path: { musicianId }, body: trackInput(audio, cover) });
      expect(created.response?.status).toBe(201);
      expect(created.data!.data.coverUrl).toMatch(/^\/api\/v1\/files\//);
      saved.push(created.data!.data);
    }
    const fourth = await tusUpload(token, 'audio', 'cue-4.wav', tinyWav());
    expect((await createMusic({ client, path: { musicianId }, body: trackInput(fourth) })).error?.code).toBe('MUSIC_LIMIT_EXCEEDED');
    expect((await createMusic({ client, path: { musicianId }, body: { ...trackInput(fourth), keywordIds: [1, 2, 3, 4, 5, 6] } })).response?.status).toBe(400);

    const edited = await updateMusic({
      client,
      path: { musicFileId: saved[0]!.musicFileId },
      body: { title: { ko: '고친 제목', en: 'Edited' }, description: { ko: '', en: '' }, genreId: 2, keywordIds: [3] },
    });
    expect(edited.data!.data).toMatchObject({ title: { ko: '고친 제목', en: 'Edited' }, audioUrl: saved[0]!.audioUrl });
    expect((await deleteMusic({ client, path: { musicFileId: saved[1]!.musicFileId } })).data!.data).toBe(true);
    expect((await getMusic({ client, path: { musicFileId: saved[1]!.musicFileId } })).response?.status).toBe(404);
    expect((await getMyMusicianProfile({ client })).data!.data.tracks).toHaveLength(2);
    expect((await getMyProfile({ client })).data!.data).toMatchObject({ profile: true, musicianId });
  });

  it('refuses a text file disguised as music', async () => {
    const token = await tokenFor(api(), 'musician@cue.test');
    const client = newClient(token);
    const musicianId = (await getMyProfile({ client })).data!.data.musicianId!;
    const fake = await tusUpload(token, 'audio', 'song.mp3', new TextEncoder().encode('just some text, not audio at all'));
    const { error } = await createMusic({ client, path: { musicianId }, body: trackInput(fake) });
    expect(error?.code).toBe('FILE_TYPE_NOT_ALLOWED');
  });

  it("removes a track's cover on edit, and refuses removing and replacing it at once", async () => {
    const token = await tokenFor(api(), 'newmusician@cue.test');
    const client = newClient(token);
    const musicianId = (
      await registerMusicianProfile({
        client,
        body: {
          name: { ko: '윤하늘', en: 'Haneul Yoon' },
          intro: { ko: '작곡가', en: '' },
          bio: { ko: '영화 음악', en: '' },
          contactName: '윤하늘',
          contactEmail: 'haneul@example.com',
          instagramId: 'haneul.music',
        },
      })
    ).data!.data.musicianId;
    const audio = await tusUpload(token, 'audio', 'cue.wav', tinyWav());
    const cover = await tusUpload(token, 'cover', 'cover.png', pngHeader());
    const track = (await createMusic({ client, path: { musicianId }, body: trackInput(audio, cover) })).data!.data;
    expect(track.coverUrl).not.toBeNull();
    const fields = { title: track.title, description: track.description, genreId: track.genre.genreId, keywordIds: [1] };
    const another = await tusUpload(token, 'cover', 'other.png', pngHeader());
    const both = await updateMusic({ client, path: { musicFileId: track.musicFileId }, body: { ...fields, coverUploadId: another, removeCover: true } });
    expect(both.response?.status).toBe(400);
    const kept = await updateMusic({ client, path: { musicFileId: track.musicFileId }, body: { ...fields, removeCover: false } });
    expect(kept.data!.data.coverUrl).toBe(track.coverUrl);
    const removed = await updateMusic({ client, path: { musicFileId: track.musicFileId }, body: { ...fields, removeCover: true } });
    expect(removed.data!.data.coverUrl).toBeNull();
  });

  it('lets only the owner edit or delete a track', async () => {
    const client = await api().clientFor('musician@cue.test');
    const mine = (await getMyMusicianProfile({ client })).data!.data;
    const tracks = (await searchMusic({ client, query: { size: 100 } })).data!.data.content;
    const someoneElses = tracks.find((track) => track.musician.musicianId !== mine.musicianId)!;
    const result = await updateMusic({
      client,
      path: { musicFileId: someoneElses.musicFileId },
      body: { title: { ko: '탈취', en: '' }, description: { ko: '', en: '' }, genreId: 1, keywordIds: [1] },
    });
    expect(result.response?.status).toBe(403);
    expect((await deleteMusic({ client, path: { musicFileId: someoneElses.musicFileId } })).response?.status).toBe(403);
  });
});
