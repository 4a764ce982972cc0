import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { Music } from '../../lib/api/generated/types.gen';
import type { SaveTrackInput } from './saveTrack';
import { trackUploadMachine } from './trackUploadMachine';
import type { PendingFile, TransferListener, UploadTransport } from './transport';
import type { TrackDraft, UploadMessage } from './types';

/** A transport the test drives by hand: it records what it was asked to do. */
function fakeTransport() {
  const calls: string[] = [];
  let listener: TransferListener | undefined;
  let started: PendingFile[] = [];
  const transport: UploadTransport = {
    start(files, next) {
      started = files;
      listener = next;
      calls.push(`start ${files.map((file) => file.kind).join(',')}`);
      return () => calls.push('stop');
    },
    pause: () => void calls.push('pause'),
    resume: () => void calls.push('resume'),
    cancel: vi.fn(async () => void calls.push('cancel')),
    terminate: async () => undefined,
    dispose: () => undefined,
  };
  return { transport, calls, listener: () => listener!, started: () => started };
}

const wav = new File([new Uint8Array(10)], 'cue.wav', { type: 'audio/wav' });
const png = new File([new Uint8Array(6)], 'cover.png', { type: 'image/png' });
const draft = (changes: Partial<TrackDraft> = {}): TrackDraft => ({
  title: { ko: '새벽의 테마', en: 'Dawn Theme' },
  description: { ko: '', en: '' },
  genreId: 1,
  keywordIds: [1, 2],
  audioFile: wav,
  coverFile: png,
  cueMarkers: [],
  ...changes,
});
const music = { musicFileId: 99 } as Music;

function start(options: { errors?: object; save?: (input: SaveTrackInput) => Promise<Music>; mode?: 'create' | 'edit' } = {}) {
  const fake = fakeTransport();
  const saves: SaveTrackInput[] = [];
  const machine = trackUploadMachine.provide({
    actors: {
      checkDraft: fromPromise(async () => options.errors ?? {}),
      saveTrack: fromPromise<Music, SaveTrackInput>(async ({ input }) => {
        saves.push(input);
        return (options.save ?? (async () => music))(input);
      }),
    },
  });
  const target = options.mode === 'edit' ? ({ mode: 'edit', musicFileId: 5 } as const) : ({ mode: 'create', musicianId: 1 } as const);
  const actor = createActor(machine, { input: { target, transport: fake.transport } }).start();
  return { actor, fake, saves };
}

describe('trackUploadMachine', () => {
  it('goes back to editing with the rule messages when the draft breaks a rule', async () => {
    const { actor, fake } = start({ errors: { title: { key: 'uploads:rule.titleRequired' } } });
    actor.send({ type: 'SUBMIT', draft: draft({ title: { ko: '', en: '' } }) });
    const snapshot = await waitFor(actor, (state) => state.matches('editing') && Object.keys(state.context.fieldErrors).length > 0);
    expect(snapshot.context.fieldErrors).toEqual({ title: { key: 'uploads:rule.titleRequired' } });
    expect(fake.calls).toEqual([]);
  });

  it('uploads both files with progress, then saves with their upload ids', async () => {
    const { actor, fake, saves } = start();
    actor.send({ type: 'SUBMIT', draft: draft() });
    await waitFor(actor, (state) => state.matches('uploading'));
    expect(fake.started().map((file) => file.kind)).toEqual(['audio', 'cover']);
    fake.listener().progress('audio', 4, 10);
    expect(actor.getSnapshot().context.progress.audio).toMatchObject({ bytesUploaded: 4, size: 10, name: 'cue.wav' });
    // The upload's URL, once known, is kept (a draft left by a reload can then terminate it).
    fake.listener().progress('audio', 5, 10, 'http://app.test/api/v1/uploads/up_a');
    fake.listener().progress('audio', 6, 10);
    expect(actor.getSnapshot().context.progress.audio).toMatchObject({ bytesUploaded: 6, uploadUrl: 'http://app.test/api/v1/uploads/up_a' });
    expect(actor.getSnapshot().context.progress.audio?.samples?.map((sample) => sample.bytes)).toEqual([4, 5, 6]);
    fake.listener().uploaded('audio', 'up_a');
    expect(actor.getSnapshot().matches('uploading')).toBe(true);
    fake.listener().uploaded('cover', 'up_c');
    const done = await waitFor(actor, (state) => state.matches('done'));
    expect(saves[0]).toMatchObject({ audioUploadId: 'up_a', coverUploadId: 'up_c', target: { mode: 'create', musicianId: 1 } });
    expect(done.context.saved).toBe(music);
    expect(fake.calls).toEqual(['start audio,cover', 'stop']);
  });

  it('pauses and resumes the transport', async () => {
    const { actor, fake } = start();
    actor.send({ type: 'SUBMIT', draft: draft() });
    await waitFor(actor, (state) => state.matches('uploading'));
    fake.listener().progress('audio', 4, 10);
    actor.send({ type: 'PAUSE' });
    expect(actor.getSnapshot().matches({ uploading: 'paused' })).toBe(true);
    // The pause is not counted as a slow stretch: the speed is measured anew after it.
    expect(actor.getSnapshot().context.progress.audio).toMatchObject({ bytesUploaded: 4, samples: [] });
    actor.send({ type: 'RESUME' });
    expect(actor.getSnapshot().matches({ uploading: 'running' })).toBe(true);
    expect(fake.calls).toEqual(['start audio,cover', 'pause', 'resume']);
  });

  it('fails with the music-file message, and a retry sends only what is missing', async () => {
    const { actor, fake, saves } = start();
    actor.send({ type: 'SUBMIT', draft: draft() });
    await waitFor(actor, (state) => state.matches('uploading'));
    fake.listener().uploaded('cover', 'up_c');
    fake.listener().failed('audio', new Error('offline'));
    expect(actor.getSnapshot().matches('failed')).toBe(true);
    expect(actor.getSnapshot().context.failure).toEqual({ key: 'errors:failure.musicFileUpload' });
    actor.send({ type: 'RETRY' });
    expect(fake.started().map((file) => file.kind)).toEqual(['audio']);
    fake.listener().uploaded('audio', 'up_a2');
    await waitFor(actor, (state) => state.matches('done'));
    expect(saves[0]).toMatchObject({ audioUploadId: 'up_a2', coverUploadId: 'up_c' });
  });

  it('fails with the cover message when the cover cannot be sent', async () => {
    const { actor, fake } = start();
    actor.send({ type: 'SUBMIT', draft: draft() });
    await waitFor(actor, (state) => state.matches('uploading'));
    fake.listener().failed('cover', new Error('415'));
    expect(actor.getSnapshot().context.failure).toEqual({ key: 'errors:failure.coverUpload' });
  });

  it('fails with the save message, and a retry saves again without uploading', async () => {
    let attempts = 0;
    const { actor, fake } = start({
      save: async () => {
        attempts += 1;
        if (attempts === 1) throw { key: 'errors:failure.musicInfoSave' } satisfies UploadMessage;
        return music;
      },
    });
    actor.send({ type: 'SUBMIT', draft: draft({ coverFile: undefined }) });
    await waitFor(actor, (state) => state.matches('uploading'));
    fake.listener().uploaded('audio', 'up_a');
    const failed = await waitFor(actor, (state) => state.matches('failed'));
    expect(failed.context.failure).toEqual({ key: 'errors:failure.musicInfoSave' });
    actor.send({ type: 'RETRY' });
    await waitFor(actor, (state) => state.matches('done'));
    expect(fake.calls.filter((call) => call.startsWith('start'))).toEqual(['start audio']);
  });

  it('cancels: the transport deletes the uploads, back to editing with nothing kept', async () => {
    const { actor, fake } = start();
    actor.send({ type: 'SUBMIT', draft: draft() });
    await waitFor(actor, (state) => state.matches('uploading'));
    fake.listener().uploaded('cover', 'up_c');
    actor.send({ type: 'CANCEL' });
    const editing = await waitFor(actor, (state) => state.matches('editing'));
    expect(fake.transport.cancel).toHaveBeenCalledTimes(1);
    expect(editing.context.uploaded).toEqual({});
    expect(editing.context.progress).toEqual({});
  });

  it('edits without new files: saves straight away with no upload ids', async () => {
    const { actor, fake, saves } = start({ mode: 'edit' });
    actor.send({ type: 'SUBMIT', draft: draft({ audioFile: undefined, coverFile: undefined }) });
    await waitFor(actor, (state) => state.matches('done'));
    expect(fake.calls).toEqual([]);
    expect(saves[0]).toMatchObject({ target: { mode: 'edit', musicFileId: 5 }, audioUploadId: undefined, coverUploadId: undefined });
  });
});
