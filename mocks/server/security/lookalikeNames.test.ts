import { describe, expect, it } from 'vitest';
import type { Client } from '../../../src/lib/api/generated/client';
import {
  addShortlistTrack,
  checkNicknameAvailable,
  createShortlist,
  getMyProfile,
  signUp,
  updateMusicianProfile,
  updateMyProfile,
  updateShortlist,
  updateShortlistNote,
} from '../../../src/lib/api/generated/sdk.gen';
import type { ApiError, SignUpRequest } from '../../../src/lib/api/generated/types.gen';
import { signUpRequest } from '../../testing/users';
import { useTestApi } from '../../testing/useTestApi';

/**
 * Issue 26, look-alike identities: with the nickname 한도윤 taken (the seeded musician), its NFD form and the same
 * name with an invisible character added were all accepted as new nicknames; shortlist names of only U+200B or
 * U+3164 were accepted; NUL, BEL and ESC were stored as they came in names and notes.
 */
const TAKEN = '한도윤';
const lookalikes: [string, string][] = [
  ['its NFD form', TAKEN.normalize('NFD')],
  ['U+200B zero-width space added', `${TAKEN}\u200B`],
  ['U+200D zero-width joiner added', `한\u200D도윤`],
  ['U+202E right-to-left override added', `\u202E${TAKEN}`],
  ['U+3164 Hangul filler added', `${TAKEN}\u3164`],
  ['U+FE0F variation selector added', `${TAKEN}\uFE0F`],
  ['U+034F combining grapheme joiner added', `한도\u034F윤`],
];
const CONTROLS = '\u0000\u0007\u001B';

const form = (overrides: Partial<SignUpRequest> = {}) => signUpRequest({ login: 'lookalike@cue.test', ...overrides });

const fieldErrorsOf = (error: unknown) => (error as ApiError).fieldErrors?.map(({ field, code }) => ({ field, code }));

describe('look-alike names (issue 26)', () => {
  // Many sign-ups from one client: the throttle is not what this test is about.
  const api = useTestApi({ throttleAttempts: 1000 });

  describe.each(lookalikes)('the taken nickname 한도윤 with %s', (_name, nickname) => {
    it('is taken for the nickname check', async () => {
      const { data } = await checkNicknameAvailable({ client: api().anonymous, body: { nickName: nickname } });
      expect(data?.data).toEqual({ available: false, reason: 'TAKEN' });
    });

    it('answers NICKNAME_DUPLICATE at sign-up and creates no account', async () => {
      const { error, response } = await signUp({ client: api().anonymous, body: form({ nickName: nickname }) });
      expect(response?.status).toBe(409);
      expect(error).toMatchObject({ code: 'NICKNAME_DUPLICATE' });
      expect(api().provider.ctx.db.users.findFirst((q) => q.where({ email: 'lookalike@cue.test' }))).toBeUndefined();
    });

    it('answers NICKNAME_DUPLICATE to a profile update of another account', async () => {
      const client = await api().clientFor('user@cue.test');
      const me = (await getMyProfile({ client })).data!.data;
      const { error, response } = await updateMyProfile({ client, path: { userId: me.userId }, body: { nickname, phoneNo: me.phoneNo } });
      expect(response?.status).toBe(409);
      expect(error).toMatchObject({ code: 'NICKNAME_DUPLICATE' });
    });
  });

  it('compares full-width letters and case too', async () => {
    expect((await signUp({ client: api().anonymous, body: form({ nickName: 'CueFan' }) })).response?.status).toBe(201);
    for (const nickName of ['cuefan', 'ＣＵＥＦＡＮ', 'ｃｕｅＦａｎ']) {
      expect((await checkNicknameAvailable({ client: api().anonymous, body: { nickName } })).data?.data, nickName).toEqual({ available: false, reason: 'TAKEN' });
      const again = await signUp({ client: api().anonymous, body: form({ login: 'other@cue.test', nickName }) });
      expect(again.error, nickName).toMatchObject({ code: 'NICKNAME_DUPLICATE' });
    }
  });

  it('refuses a free nickname or a name with an invisible character as invalid_characters, and stores an NFD nickname composed', async () => {
    const client = api().anonymous;
    for (const added of ['\u200B', '\u202E', '\u3164', '\uFE0F', '\u034F', '\u0000']) {
      const nickname = await signUp({ client, body: form({ nickName: `새별${added}` }) });
      expect(nickname.response?.status).toBe(400);
      expect(fieldErrorsOf(nickname.error)).toEqual([{ field: 'nickName', code: 'invalid_characters' }]);
      const check = await checkNicknameAvailable({ client, body: { nickName: `새별${added}` } });
      expect(fieldErrorsOf(check.error)).toEqual([{ field: 'nickName', code: 'invalid_characters' }]);
      const name = await signUp({ client, body: form({ name: `한지${added}민` }) });
      expect(fieldErrorsOf(name.error)).toEqual([{ field: 'name', code: 'invalid_characters' }]);
    }
    expect((await signUp({ client, body: form({ nickName: '새작곡가'.normalize('NFD') }) })).response?.status).toBe(201);
    expect(api().provider.ctx.db.users.findFirst((q) => q.where({ email: 'lookalike@cue.test' }))?.nickname).toBe('새작곡가');
  });

  it('refuses a profile name or nickname with control characters', async () => {
    const client = await api().clientFor('user@cue.test');
    const me = (await getMyProfile({ client })).data!.data;
    const named = await updateMyProfile({ client, path: { userId: me.userId }, body: { nickname: me.nickname, name: `이름${CONTROLS}`, phoneNo: me.phoneNo } });
    expect(fieldErrorsOf(named.error)).toEqual([{ field: 'name', code: 'invalid_characters' }]);
    const nicknamed = await updateMyProfile({ client, path: { userId: me.userId }, body: { nickname: `별명\u001B`, phoneNo: me.phoneNo } });
    expect(fieldErrorsOf(nicknamed.error)).toEqual([{ field: 'nickname', code: 'invalid_characters' }]);
    expect((await getMyProfile({ client })).data!.data.name).toBe(me.name);
  });

  describe('shortlists', () => {
    const lists = async (): Promise<Client> => api().clientFor('user@cue.test');

    it.each([
      ['U+200B', '\u200B'],
      ['U+3164', '\u3164'],
      ['U+200B U+3164 and blanks', ' \u200B\u3164 \u200B '],
    ])('refuses a name made only of %s, at creation and on rename', async (_name, name) => {
      const client = await lists();
      const created = await createShortlist({ client, body: { name } });
      expect(created.response?.status).toBe(400);
      expect(fieldErrorsOf(created.error)).toEqual([{ field: 'name', code: 'too_small' }]);
      const list = (await createShortlist({ client, body: { name: '후보' } })).data!.data;
      const renamed = await updateShortlist({ client, path: { shortlistId: list.shortlistId }, body: { name } });
      expect(fieldErrorsOf(renamed.error)).toEqual([{ field: 'name', code: 'too_small' }]);
    });

    it('never stores NUL, BEL or ESC in names, descriptions and notes (notes keep their lines)', async () => {
      const client = await lists();
      const list = (await createShortlist({ client, body: { name: `예고편${CONTROLS} 후보\u200B`, description: `설명${CONTROLS}\n둘째 줄` } })).data!.data;
      expect(list.name).toBe('예고편 후보');
      expect(list.description).toBe('설명\n둘째 줄');
      await addShortlistTrack({ client, path: { shortlistId: list.shortlistId }, body: { musicFileId: 1 } });
      const noted = (
        await updateShortlistNote({
          client,
          path: { shortlistId: list.shortlistId, musicFileId: 1 },
          body: { note: `좋아요${CONTROLS}\r\n\t다음\u202E`, noteSeconds: null },
        })
      ).data!.data;
      expect(noted.entries[0]!.note).toBe('좋아요\n\t다음');
      const renamed = (await updateShortlist({ client, path: { shortlistId: list.shortlistId }, body: { name: `새${CONTROLS}이름`, description: `\u0007` } })).data!.data;
      expect([renamed.name, renamed.description]).toEqual(['새이름', '']);
      const stored = api().provider.ctx.db.shortlists.findFirst((q) => q.where({ id: list.shortlistId }))!;
      expect([...JSON.stringify(stored)].filter((char) => '\u0000\u0007\u001B\u200B\u202E'.includes(char))).toEqual([]);
    });
  });

  it('refuses musician names with invisible characters and removes them from the intro and biography', async () => {
    const client = await api().clientFor('musician@cue.test');
    const musician = api().provider.ctx.db.musicians.findFirst((q) => q.where({ id: 1 }))!;
    const input = { name: musician.name, intro: musician.intro, bio: musician.bio, contactName: musician.contactName, contactEmail: musician.contactEmail };
    const named = await updateMusicianProfile({ client, body: { ...input, name: { ko: `한도윤${CONTROLS}`, en: 'Doyun\u200BHan' } } });
    expect(fieldErrorsOf(named.error)).toEqual([{ field: 'name.ko', code: 'invalid_characters' }]);
    const contact = await updateMusicianProfile({ client, body: { ...input, contactName: '한\u3164도윤' } });
    expect(fieldErrorsOf(contact.error)).toEqual([{ field: 'contactName', code: 'invalid_characters' }]);
    const blankIntro = await updateMusicianProfile({ client, body: { ...input, intro: { ko: '\u200B\u3164', en: '' } } });
    expect(fieldErrorsOf(blankIntro.error)).toEqual([{ field: 'intro.ko', code: 'too_small' }]);
    const cleaned = await updateMusicianProfile({
      client,
      body: { ...input, intro: { ko: `소개${CONTROLS}`, en: 'Intro\u202E' }, bio: { ko: `첫 줄${CONTROLS}\n둘째 줄`, en: '' } },
    });
    expect(cleaned.response?.status).toBe(200);
    const stored = api().provider.ctx.db.musicians.findFirst((q) => q.where({ id: 1 }))!;
    expect([stored.intro, stored.bio.ko]).toEqual([{ ko: '소개', en: 'Intro' }, '첫 줄\n둘째 줄']);
  });
});
