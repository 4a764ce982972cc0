// @vitest-environment happy-dom
import { createActor, fromPromise, waitFor } from 'xstate';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Music, MusicianDetail, StoredFile } from '../../../lib/api/generated/types.gen';
import { emptyDraft, type ProfileDraft } from '../form/profileDraft';
import type { ProfileMessage } from '../form/profileMessage';
import { draftKey, loadDraft } from './draftStorage';
import { registrationMachine, type RegistrationInput } from './registrationMachine';

const USER_ID = 42;

const validDraft: ProfileDraft = {
  ...emptyDraft(),
  nameKo: '김작곡',
  nameEn: 'Kim Jakgok',
  introKo: '영화음악 작곡가',
  bioKo: '단편영화 20편의 음악을 만들었습니다.',
  contactName: '김매니저',
  contactEmail: 'manager@example.com',
};

const track = (musicFileId: number) => ({ musicFileId, title: { ko: `곡 ${musicFileId}`, en: `Track ${musicFileId}` } }) as Music;

const profile = (overrides: Partial<MusicianDetail> = {}): MusicianDetail => ({
  musicianId: 9,
  name: { ko: '기존', en: 'Existing' },
  intro: { ko: '소개', en: '' },
  bio: { ko: '약력', en: '' },
  contactName: '담당',
  contactEmail: 'c@example.com',
  instagramId: null,
  portfolioUrl: null,
  photoUrl: null,
  photoImage: null,
  trackCount: 0,
  tracks: [],
  ...overrides,
});

const apiError = (status: number, code: string) => ({ status, code, message: code, data: false });

interface Fakes {
  checkProfile: () => Promise<MusicianDetail | undefined>;
  checkPhoto: (file: Blob) => Promise<ProfileMessage | undefined>;
  uploadPhoto: (file: Blob) => Promise<StoredFile>;
  saveProfile: (input: { draft: ProfileDraft; musicianId: number | undefined }) => Promise<MusicianDetail>;
}

function start(fakes: Partial<Fakes> = {}, input: Partial<RegistrationInput> = {}) {
  const calls = { save: vi.fn<Fakes['saveProfile']>(fakes.saveProfile ?? (async () => profile({ musicianId: 77 }))) };
  const machine = registrationMachine.provide({
    actors: {
      checkProfile: fromPromise(fakes.checkProfile ?? (async () => undefined)),
      checkPhoto: fromPromise(({ input: file }: { input: Blob }) => (fakes.checkPhoto ?? (async () => undefined))(file)),
      uploadPhoto: fromPromise(({ input: file }: { input: Blob }) =>
        (fakes.uploadPhoto ?? (async () => ({ fileId: 'photo_1', url: '/api/v1/files/photo_1', contentType: 'image/png', size: 10 })))(file),
      ),
      saveProfile: fromPromise(({ input: save }: { input: { draft: ProfileDraft; musicianId: number | undefined } }) => calls.save(save)),
    },
  });
  const actor = createActor(machine, { input: { userId: USER_ID, ...input } });
  actor.start();
  return { actor, calls };
}

async function typeDraft(actor: ReturnType<typeof start>['actor'], draft: ProfileDraft) {
  await waitFor(actor, (snapshot) => snapshot.matches({ information: 'editing' }));
  for (const [field, value] of Object.entries(draft)) {
    if (value) actor.send({ type: 'EDIT', field: field as keyof typeof draft & 'nameKo', value });
  }
}

beforeEach(() => localStorage.clear());

describe('the registration machine', () => {
  it('opens step 1 with the restored draft when no profile is registered', async () => {
    const { actor } = start({}, { restoredDraft: validDraft });
    const snapshot = await waitFor(actor, (s) => s.matches('information'));
    expect(snapshot.context.draft).toEqual(validDraft);
  });

  it('goes to step 2 with the existing tracks and profile values when a profile is registered', async () => {
    const { actor } = start({ checkProfile: async () => profile({ tracks: [track(1), track(2)] }) });
    const snapshot = await waitFor(actor, (s) => s.matches('music'));
    expect(snapshot.matches({ music: 'reviewing' })).toBe(true);
    expect(snapshot.context).toMatchObject({ musicianId: 9, alreadyRegistered: true });
    expect(snapshot.context.tracks).toHaveLength(2);
    expect(snapshot.context.draft.nameEn).toBe('Existing');
  });

  it('keeps a restored draft over the registered profile (reload during step 2) and does not call it already registered', async () => {
    const { actor } = start({ checkProfile: async () => profile() }, { restoredDraft: validDraft });
    const snapshot = await waitFor(actor, (s) => s.matches({ music: 'adding' }));
    expect(snapshot.context.draft.nameKo).toBe('김작곡');
    expect(snapshot.context.alreadyRegistered).toBe(false);
  });

  it('tells a failed check and checks again on RETRY', async () => {
    let attempts = 0;
    const { actor } = start({
      checkProfile: async () => {
        attempts += 1;
        if (attempts === 1) throw apiError(500, 'SERVER_ERROR');
        return undefined;
      },
    });
    const failed = await waitFor(actor, (s) => s.matches('loadFailed'));
    expect(failed.context.loadError).toMatchObject({ code: 'SERVER_ERROR' });
    actor.send({ type: 'RETRY' });
    await waitFor(actor, (s) => s.matches('information'));
  });

  it('refuses to save with required fields missing and says which', async () => {
    const { actor, calls } = start();
    await waitFor(actor, (s) => s.matches({ information: 'editing' }));
    actor.send({ type: 'EDIT', field: 'contactEmail', value: 'not-an-email' });
    actor.send({ type: 'SAVE' });
    const snapshot = actor.getSnapshot();
    expect(snapshot.matches({ information: 'editing' })).toBe(true);
    expect(snapshot.context.fieldErrors).toMatchObject({
      nameKo: { key: 'musicianProfile:rule.required' },
      bioKo: { key: 'musicianProfile:rule.required' },
      contactEmail: { key: 'musicianProfile:rule.email' },
    });
    expect(snapshot.context.fieldErrors.introEn).toBeUndefined();
    expect(calls.save).not.toHaveBeenCalled();
    actor.send({ type: 'EDIT', field: 'nameKo', value: '이름' });
    expect(actor.getSnapshot().context.fieldErrors.nameKo).toBeUndefined();
  });

  it('keeps every edit in storage under the user id', async () => {
    const { actor } = start();
    await typeDraft(actor, validDraft);
    expect(loadDraft(USER_ID)).toEqual(validDraft);
    expect(localStorage.getItem(draftKey(USER_ID + 1))).toBeNull();
  });

  it('saves step 1 (register) and opens step 2 with the new musician id', async () => {
    const { actor, calls } = start();
    await typeDraft(actor, validDraft);
    actor.send({ type: 'SAVE' });
    const snapshot = await waitFor(actor, (s) => s.matches({ music: 'adding' }));
    expect(snapshot.context.musicianId).toBe(77);
    expect(calls.save).toHaveBeenCalledWith({ draft: validDraft, musicianId: undefined });
  });

  it('tells a failed save as the profile upload failure with its reason, keeping what was typed', async () => {
    const { actor } = start({ saveProfile: async () => Promise.reject(apiError(500, 'SERVER_ERROR')) });
    await typeDraft(actor, validDraft);
    actor.send({ type: 'SAVE' });
    await waitFor(actor, (s) => s.matches({ information: 'saving' }));
    const snapshot = await waitFor(actor, (s) => s.matches({ information: 'editing' }));
    expect(snapshot.context.failure).toEqual({ title: { key: 'errors:failure.profileUpload' }, reason: { key: 'errors:code.SERVER_ERROR' } });
    expect(snapshot.context.draft).toEqual(validDraft);
  });

  it("shows the provider's invalid_characters refusal under the name it names (issue 26)", async () => {
    const refusal = { ...apiError(400, 'INVALID_REQUEST'), fieldErrors: [{ field: 'name.ko', code: 'invalid_characters', message: 'x' }] };
    const { actor } = start({ saveProfile: async () => Promise.reject(refusal) });
    await typeDraft(actor, validDraft);
    actor.send({ type: 'SAVE' });
    await waitFor(actor, (s) => s.matches({ information: 'saving' }));
    const snapshot = await waitFor(actor, (s) => s.matches({ information: 'editing' }));
    expect(snapshot.context.fieldErrors).toEqual({ nameKo: { key: 'musicianProfile:rule.invalidCharacters' } });
  });

  it('stays on step 1 when the saved profile has no musician id', async () => {
    const { actor } = start({ saveProfile: async () => profile({ musicianId: undefined as unknown as number }) });
    await typeDraft(actor, validDraft);
    actor.send({ type: 'SAVE' });
    await waitFor(actor, (s) => s.matches({ information: 'saving' }));
    const snapshot = await waitFor(actor, (s) => s.matches({ information: 'editing' }));
    expect(snapshot.context.failure?.title.key).toBe('errors:failure.musicianIdNotFound');
  });

  it('refuses step 2 before step 1 is saved with the spec message', async () => {
    const { actor } = start();
    await waitFor(actor, (s) => s.matches({ information: 'editing' }));
    actor.send({ type: 'GO_TO_MUSIC' });
    const snapshot = actor.getSnapshot();
    expect(snapshot.matches('information')).toBe(true);
    expect(snapshot.context.failure?.title.key).toBe('errors:code.MUSICIAN_PROFILE_NOT_REGISTERED');
  });

  it('goes back to step 1 keeping what was typed, and saves again as an update', async () => {
    const { actor, calls } = start();
    await typeDraft(actor, validDraft);
    actor.send({ type: 'SAVE' });
    await waitFor(actor, (s) => s.matches('music'));
    actor.send({ type: 'BACK' });
    expect(actor.getSnapshot().context.draft).toEqual(validDraft);
    actor.send({ type: 'EDIT', field: 'introEn', value: 'Film composer' });
    actor.send({ type: 'SAVE' });
    await waitFor(actor, (s) => s.matches('music'));
    expect(calls.save).toHaveBeenLastCalledWith({ draft: { ...validDraft, introEn: 'Film composer' }, musicianId: 77 });
    actor.send({ type: 'BACK' });
    actor.send({ type: 'GO_TO_MUSIC' });
    expect(actor.getSnapshot().matches('music')).toBe(true);
  });

  it('tells a photo that breaks a rule and uploads nothing', async () => {
    const upload = vi.fn();
    const { actor } = start({ checkPhoto: async () => ({ key: 'musicianProfile:rule.photoType' }), uploadPhoto: upload });
    await waitFor(actor, (s) => s.matches({ information: 'editing' }));
    actor.send({ type: 'PHOTO_CHOSEN', file: new Blob(['text']) });
    const snapshot = await waitFor(actor, (s) => s.context.photoMessage !== undefined);
    expect(snapshot.context.photoMessage).toEqual({ key: 'musicianProfile:rule.photoType' });
    expect(snapshot.matches({ information: 'editing' })).toBe(true);
    expect(upload).not.toHaveBeenCalled();
  });

  it('uploads an accepted photo and keeps its file id in the stored draft', async () => {
    const { actor, calls } = start();
    await typeDraft(actor, validDraft);
    actor.send({ type: 'PHOTO_CHOSEN', file: new Blob(['png']) });
    const snapshot = await waitFor(actor, (s) => s.context.draft.photoFileId !== undefined);
    expect(snapshot.context.draft.photoUrl).toBe('/api/v1/files/photo_1');
    expect(loadDraft(USER_ID)?.photoFileId).toBe('photo_1');
    await waitFor(actor, (s) => s.matches({ information: 'editing' }));
    actor.send({ type: 'SAVE' });
    await waitFor(actor, (s) => s.matches('music'));
    expect(calls.save.mock.calls[0]![0].draft.photoFileId).toBe('photo_1');
  });

  it('tells a failed photo upload as the photo upload failure', async () => {
    const { actor } = start({ uploadPhoto: () => Promise.reject(apiError(500, 'SERVER_ERROR')) });
    await waitFor(actor, (s) => s.matches({ information: 'editing' }));
    actor.send({ type: 'PHOTO_CHOSEN', file: new Blob(['png']) });
    const snapshot = await waitFor(actor, (s) => s.context.photoMessage !== undefined);
    expect(snapshot.context.photoMessage).toEqual({ key: 'errors:failure.photoUpload' });
    expect(snapshot.context.draft.photoFileId).toBeUndefined();
  });

  it('lists saved tracks, offers another up to 3, and finishing clears the draft', async () => {
    const { actor } = start({ checkProfile: async () => profile({ tracks: [track(1)] }) });
    await waitFor(actor, (s) => s.matches({ music: 'reviewing' }));
    actor.send({ type: 'ADD_ANOTHER' });
    actor.send({ type: 'CLOSE_TRACK_FORM' });
    expect(actor.getSnapshot().matches({ music: 'reviewing' })).toBe(true);
    actor.send({ type: 'ADD_ANOTHER' });
    actor.send({ type: 'TRACK_SAVED', music: track(2) });
    actor.send({ type: 'ADD_ANOTHER' });
    actor.send({ type: 'TRACK_SAVED', music: track(3) });
    expect(actor.getSnapshot().context.tracks.map((music) => music.musicFileId)).toEqual([1, 2, 3]);
    actor.send({ type: 'ADD_ANOTHER' });
    expect(actor.getSnapshot().matches({ music: 'reviewing' })).toBe(true);
    localStorage.setItem(draftKey(USER_ID), JSON.stringify(validDraft));
    actor.send({ type: 'FINISH' });
    expect(actor.getSnapshot().status).toBe('done');
    expect(localStorage.getItem(draftKey(USER_ID))).toBeNull();
  });

  it('finishes without music right after step 1', async () => {
    const { actor } = start();
    await typeDraft(actor, validDraft);
    actor.send({ type: 'SAVE' });
    await waitFor(actor, (s) => s.matches({ music: 'adding' }));
    actor.send({ type: 'CLOSE_TRACK_FORM' });
    expect(actor.getSnapshot().matches({ music: 'adding' })).toBe(true);
    actor.send({ type: 'FINISH' });
    expect(actor.getSnapshot().matches('done')).toBe(true);
    expect(loadDraft(USER_ID)).toBeUndefined();
  });
});
