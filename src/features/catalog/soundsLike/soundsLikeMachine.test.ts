import { describe, expect, it, vi } from 'vitest';
import { createActor, waitFor } from 'xstate';
import type { SimilarMusic } from '../../../lib/api/generated/types.gen';
import type { TransferListener, UploadTransport } from '../../uploads';
import { soundsLikeMachine } from './soundsLikeMachine';

function fakeTransport() {
  const calls: string[] = [];
  let listener: TransferListener | undefined;
  const transport: UploadTransport = {
    start(files, next) {
      listener = next;
      calls.push(`start ${files.map((file) => `${file.kind}:${file.file.name}`).join(',')}`);
      return () => calls.push('stop');
    },
    pause: () => undefined,
    resume: () => undefined,
    cancel: vi.fn(async () => void calls.push('cancel')),
    terminate: async () => undefined,
    dispose: () => undefined,
  };
  return { transport, calls, listener: () => listener! };
}

const temp = new File([new Uint8Array(10)], 'temp.wav', { type: 'audio/wav' });
const other = new File([new Uint8Array(12)], 'other.mp3', { type: 'audio/mpeg' });
const found = [{ music: { musicFileId: 7 }, similarity: 0.9 }] as SimilarMusic[];

function start(options: { refuse?: boolean; search?: (uploadId: string) => Promise<SimilarMusic[]> } = {}) {
  const fake = fakeTransport();
  const search = vi.fn(options.search ?? (async () => found));
  const actor = createActor(soundsLikeMachine, {
    input: {
      transport: fake.transport,
      check: async () => (options.refuse ? { key: 'uploads:rule.audioType' } : undefined),
      search,
      failureMessage: () => ({ key: 'catalog:soundsLike.failed' }),
    },
  }).start();
  return { actor, fake, search };
}

describe('sounds like', () => {
  it('sends the chosen file as a reference, then asks for the closest tracks with its upload id', async () => {
    const { actor, fake, search } = start();
    actor.send({ type: 'CHOOSE', file: temp });
    await waitFor(actor, (state) => state.matches('uploading'));
    expect(fake.calls).toContain('start reference:temp.wav');
    fake.listener().progress('reference', 5, 10);
    expect(actor.getSnapshot().context).toMatchObject({ sent: 5, total: 10 });
    fake.listener().uploaded('reference', 'up_1');
    await waitFor(actor, (state) => state.matches('found'));
    expect(search).toHaveBeenCalledWith('up_1');
    expect(actor.getSnapshot().context.tracks).toEqual(found);
  });

  it('says why a file is refused and sends nothing', async () => {
    const { actor, fake } = start({ refuse: true });
    actor.send({ type: 'CHOOSE', file: temp });
    await waitFor(actor, (state) => state.matches('refused'));
    expect(actor.getSnapshot().context.message).toEqual({ key: 'uploads:rule.audioType' });
    expect(fake.calls.filter((call) => call.startsWith('start'))).toEqual([]);
  });

  it('cancels a transfer, and a new file replaces the one being sent', async () => {
    const { actor, fake } = start();
    actor.send({ type: 'CHOOSE', file: temp });
    await waitFor(actor, (state) => state.matches('uploading'));
    actor.send({ type: 'CHOOSE', file: other });
    await waitFor(actor, (state) => state.matches('uploading') && state.context.file === other);
    expect(fake.calls).toEqual(['cancel', 'start reference:temp.wav', 'cancel', 'stop', 'start reference:other.mp3']);
    actor.send({ type: 'CANCEL' });
    expect(actor.getSnapshot().matches('idle')).toBe(true);
    expect(fake.calls.slice(-2)).toEqual(['cancel', 'stop']);
  });

  it('keeps the file after a failure, and Retry sends it again', async () => {
    let fail = true;
    const { actor, fake } = start({ search: async () => (fail ? Promise.reject(new Error('offline')) : found) });
    actor.send({ type: 'CHOOSE', file: temp });
    await waitFor(actor, (state) => state.matches('uploading'));
    fake.listener().uploaded('reference', 'up_1');
    await waitFor(actor, (state) => state.matches('failed'));
    expect(actor.getSnapshot().context.message).toEqual({ key: 'catalog:soundsLike.failed' });
    fail = false;
    actor.send({ type: 'RETRY' });
    await waitFor(actor, (state) => state.matches('uploading'));
    fake.listener().uploaded('reference', 'up_2');
    await waitFor(actor, (state) => state.matches('found'));
  });

  it('puts the results away on Clear, ready for another file', async () => {
    const { actor, fake } = start();
    actor.send({ type: 'CHOOSE', file: temp });
    await waitFor(actor, (state) => state.matches('uploading'));
    fake.listener().uploaded('reference', 'up_1');
    await waitFor(actor, (state) => state.matches('found'));
    actor.send({ type: 'CLEAR' });
    expect(actor.getSnapshot().matches('idle')).toBe(true);
    expect(actor.getSnapshot().context).toMatchObject({ file: undefined, tracks: [], message: undefined });
  });
});
