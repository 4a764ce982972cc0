import { describe, expect, it } from 'vitest';
import { createMusic, getMusic, getMusicWaveform, getMyProfile, updateMusic } from '../../src/lib/api/generated/sdk.gen';
import { makeMp3, makeWav, naivePeaks } from '../media/waveform/testAudio';
import { TEST_ORIGIN } from '../testing/testApi';
import { useTestApi } from '../testing/useTestApi';
import { createDatabase, restoreDatabase, snapshotDatabase } from '../db/database';
import { noneMatch } from './waveforms';

const base64 = (text: string) => Buffer.from(text, 'utf8').toString('base64');
const WAVEFORM = (id: number) => `${TEST_ORIGIN}/api/v1/music/${id}/waveform`;

const trackInput = (audioUploadId: string) => ({
  title: { ko: '파형', en: 'Waveform' },
  description: { ko: '', en: '' },
  genreId: 1,
  keywordIds: [1],
  audioUploadId,
});

/** The MP3 with its first frame turned into a Xing ("Info") frame that states `frames` frames. */
function withXingFrameCount(mp3: Uint8Array, frames: number): Uint8Array {
  const copy = mp3.slice();
  const at = 4 + (copy[3]! >> 6 === 3 ? 17 : 32);
  copy.fill(0, 4, at + 12);
  copy.set([0x49, 0x6e, 0x66, 0x6f, 0, 0, 0, 1], at);
  new DataView(copy.buffer).setUint32(at + 8, frames, false);
  return copy;
}

describe('waveforms', () => {
  const api = useTestApi();

  async function demoMusician() {
    const client = await api().clientFor('musician@cue.test');
    const token = (client.getConfig().headers as Headers).get('authorization')!.replace('Bearer ', '');
    const musicianId = (await getMyProfile({ client })).data!.data.musicianId!;
    /** A tus upload in one PATCH: its id and the PATCH's answer. */
    const upload = async (name: string, bytes: Uint8Array) => {
      const auth = { Authorization: `Bearer ${token}`, 'Tus-Resumable': '1.0.0' };
      const created = await fetch(`${TEST_ORIGIN}/api/v1/uploads`, {
        method: 'POST',
        headers: { ...auth, 'Upload-Length': String(bytes.byteLength), 'Upload-Metadata': `filename ${base64(name)},kind ${base64('audio')}` },
      });
      const location = new URL(created.headers.get('location')!, TEST_ORIGIN);
      const patch = await fetch(location, {
        method: 'PATCH',
        headers: { ...auth, 'Upload-Offset': '0', 'Content-Type': 'application/offset+octet-stream' },
        body: new Blob([bytes as Uint8Array<ArrayBuffer>]),
      });
      const id = location.pathname.split('/').pop()!;
      const status = async () => (await (await fetch(`${location.href}/status`, { headers: auth })).json()) as { data: { state: string; rejection?: string | null } };
      return { id, patch, status };
    };
    return { client, musicianId, upload };
  }

  it("answers a seed track's peaks, computed from its audio file (checked against a naive pass over the downloaded WAV)", async () => {
    const client = api().anonymous;
    const track = (await getMusic({ client, path: { musicFileId: 3 } })).data!.data;
    const { data, response } = await getMusicWaveform({ client, path: { musicFileId: 3 } });
    expect(response?.status).toBe(200);
    const waveform = data!.data;
    expect(waveform).toMatchObject({ musicFileId: 3, version: 2, channels: 1, bits: 8, sampleRate: 22050, length: 1000 });
    expect(waveform.durationSeconds).toBeCloseTo(track.durationSeconds, 3);
    const wav = new Uint8Array(await (await fetch(`${TEST_ORIGIN}${track.audioUrl}`)).arrayBuffer());
    const frames = (wav.byteLength - 44) / 2;
    expect(waveform.samplesPerPixel).toBe(Math.ceil(frames / 1000));
    expect(waveform.data).toEqual(naivePeaks(wav, { bits: 16, channels: 1, sampleRate: 22050 }, 44, frames, waveform.samplesPerPixel));
    expect(Math.max(...waveform.data)).toBeGreaterThan(10);
    // Kept after the first request.
    expect(api().provider.ctx.db.waveforms.findMany((q) => q.where({ fileId: 'seed-audio-3' }))).toHaveLength(1);
  });

  it("analyses the sound of a track stored without an analysis on its waveform's first request", async () => {
    const { ctx } = api().provider;
    const client = api().anonymous;
    const seeded = ctx.db.files.findFirst((q) => q.where({ id: 'seed-audio-4' }))!.sound;
    await ctx.db.files.update((q) => q.where({ id: 'seed-audio-4' }), { data: (file) => void (file.sound = null) });
    expect((await getMusic({ client, path: { musicFileId: 4 } })).data!.data.sound).toBeNull();

    expect((await getMusicWaveform({ client, path: { musicFileId: 4 } })).response?.status).toBe(200);
    const heard = ctx.db.files.findFirst((q) => q.where({ id: 'seed-audio-4' }))!.sound;
    expect(heard).toEqual(seeded);
    expect((await getMusic({ client, path: { musicFileId: 4 } })).data!.data.sound).toEqual({
      tempoBpm: seeded!.tempoBpm,
      key: seeded!.key,
      loudnessLufs: seeded!.loudnessLufs,
    });
  });

  it('carries a strong ETag and no-cache, and answers 304 without a body to a matching If-None-Match', async () => {
    const first = await fetch(WAVEFORM(1));
    const etag = first.headers.get('etag')!;
    expect(etag).toMatch(/^"[^"]+"$/);
    expect(first.headers.get('cache-control')).toBe('no-cache');
    for (const ifNoneMatch of [etag, `"other", ${etag}`, `W/${etag}`, '*']) {
      const again = await fetch(WAVEFORM(1), { headers: { 'If-None-Match': ifNoneMatch } });
      expect([ifNoneMatch, again.status]).toEqual([ifNoneMatch, 304]);
      expect(again.headers.get('etag')).toBe(etag);
      expect(await again.text()).toBe('');
    }
    expect((await fetch(WAVEFORM(1), { headers: { 'If-None-Match': '"other"' } })).status).toBe(200);
    expect((await fetch(WAVEFORM(2))).headers.get('etag')).not.toBe(etag);
  });

  it('answers 404 MUSIC_NOT_FOUND for a track that does not exist', async () => {
    const { error, response } = await getMusicWaveform({ client: api().anonymous, path: { musicFileId: 99999 } });
    expect(response?.status).toBe(404);
    expect(error?.code).toBe('MUSIC_NOT_FOUND');
  });

  it('computes the waveform of an uploaded WAV when the upload completes, and a new one (new ETag) when the audio is replaced', async () => {
    const m = await demoMusician();
    const layout = { bits: 24 as const, channels: 2, sampleRate: 48000 };
    const frames = 48000 * 3;
    const wav = makeWav(layout, frames, (frame, channel) => Math.sin(frame / 9) * (frame < frames / 2 ? 0.9 : 0.2) * (channel ? 0.5 : 1));
    const uploaded = await m.upload('cue.wav', wav);
    expect(uploaded.patch.status).toBe(204);
    expect(api().provider.ctx.db.waveforms.all()).toHaveLength(1);
    const track = (await createMusic({ client: m.client, path: { musicianId: m.musicianId }, body: trackInput(uploaded.id) })).data!.data;
    const response = await fetch(WAVEFORM(track.musicFileId));
    const waveform = ((await response.json()) as { data: { data: number[]; samplesPerPixel: number; durationSeconds: number } }).data;
    expect(waveform.samplesPerPixel).toBe(144);
    expect(waveform.durationSeconds).toBe(3);
    expect(waveform.data).toEqual(naivePeaks(wav, layout, 44, frames, 144));

    const mp3 = await m.upload(
      'cue.mp3',
      makeMp3(2, (frame) => Math.sin(frame / 11) * 0.7),
    );
    expect(mp3.patch.status).toBe(204);
    await updateMusic({ client: m.client, path: { musicFileId: track.musicFileId }, body: { ...trackInput(mp3.id), audioUploadId: mp3.id } });
    const replaced = await fetch(WAVEFORM(track.musicFileId), { headers: { 'If-None-Match': response.headers.get('etag')! } });
    expect(replaced.status).toBe(200);
    const peaks = ((await replaced.json()) as { data: { sampleRate: number; length: number; data: number[] } }).data;
    expect(peaks.sampleRate).toBe(44100);
    expect(peaks.length).toBeGreaterThan(900);
    expect(Math.max(...peaks.data)).toBeGreaterThan(70);
    // The old file's waveform went with it.
    expect(api().provider.ctx.db.waveforms.all()).toHaveLength(1);
  });

  it('gives the same peaks whether the WAV came in one PATCH (computed as it arrived) or in several (read back at the end)', async () => {
    const m = await demoMusician();
    const layout = { bits: 16 as const, channels: 2, sampleRate: 44100 };
    const frames = 44100 * 4;
    const wav = makeWav(layout, frames, (frame, channel) => Math.sin(frame / (5 + channel)) * (0.1 + (0.8 * frame) / frames));
    const whole = await m.upload('one.wav', wav);
    expect(whole.patch.status).toBe(204);
    const auth = { Authorization: (m.client.getConfig().headers as Headers).get('authorization')!, 'Tus-Resumable': '1.0.0' };
    const created = await fetch(`${TEST_ORIGIN}/api/v1/uploads`, {
      method: 'POST',
      headers: { ...auth, 'Upload-Length': String(wav.byteLength), 'Upload-Metadata': `filename ${base64('two.wav')},kind ${base64('audio')}` },
    });
    const location = new URL(created.headers.get('location')!, TEST_ORIGIN);
    const half = 100_001;
    for (const [offset, bytes] of [
      [0, wav.subarray(0, half)],
      [half, wav.subarray(half)],
    ] as const) {
      const patch = await fetch(location, {
        method: 'PATCH',
        headers: { ...auth, 'Upload-Offset': String(offset), 'Content-Type': 'application/offset+octet-stream' },
        body: new Blob([bytes.slice()]),
      });
      expect(patch.status).toBe(204);
    }
    const stored = api().provider.ctx.db.waveforms.all();
    expect(stored).toHaveLength(2);
    expect(stored[1]!.data).toEqual(stored[0]!.data);
    expect(stored[0]!.data).toEqual(naivePeaks(wav, layout, 44, frames, Math.ceil(frames / 1000)));
  });

  const bad = {
    'a WAV with an unsupported encoding (ADPCM)': {
      name: 'cue.wav',
      code: 'AUDIO_FILE_CORRUPT',
      bytes: () => {
        const wav = makeWav({ bits: 16, channels: 1, sampleRate: 8000 }, 8000, () => 0.3);
        new DataView(wav.buffer).setUint16(20, 2, true);
        return wav;
      },
    },
    'a WAV without a data chunk': {
      name: 'cue.wav',
      code: 'AUDIO_FILE_CORRUPT',
      bytes: () => makeWav({ bits: 16, channels: 1, sampleRate: 8000 }, 8000, () => 0.3).subarray(0, 36),
    },
    'a WAV whose data chunk claims more than the file holds': {
      name: 'cue.wav',
      code: 'AUDIO_FILE_TRUNCATED',
      bytes: () => makeWav({ bits: 16, channels: 2, sampleRate: 44100 }, 44100, () => 0.3, { dataSizeOverride: 44100 * 4 * 10 }),
    },
    'an MP3 of garbage after its first frame headers': {
      name: 'cue.mp3',
      code: 'AUDIO_FILE_CORRUPT',
      bytes: () => {
        const mp3 = makeMp3(1, (frame) => Math.sin(frame / 20) * 0.5);
        const out = new Uint8Array(20_000).map((_, i) => ((i * 2654435761) >>> 13) & 0xff);
        out.set(mp3.subarray(0, 4));
        out.set(mp3.subarray(417, 421), 417);
        return out;
      },
    },
    'an MP3 cut to half of what its Xing header states': {
      name: 'cue.mp3',
      code: 'AUDIO_FILE_TRUNCATED',
      bytes: () => {
        const mp3 = withXingFrameCount(
          makeMp3(4, (frame) => Math.sin(frame / 20) * 0.5),
          Math.round((4 * 44100) / 1152),
        );
        return mp3.subarray(0, Math.floor(mp3.byteLength / 2));
      },
    },
  } as const;
  for (const [name, { name: filename, code, bytes }] of Object.entries(bad)) {
    it(`refuses ${name}: 422 ${code} on the last PATCH, in the status and from createMusic, bytes discarded`, async () => {
      const m = await demoMusician();
      const uploaded = await m.upload(filename, bytes());
      expect(uploaded.patch.status).toBe(422);
      expect(((await uploaded.patch.json()) as { code: string }).code).toBe(code);
      expect((await uploaded.status()).data).toMatchObject({ state: 'rejected', rejection: code });
      expect(await api().provider.ctx.blobs.size(uploaded.id)).toBeUndefined();
      const created = await createMusic({ client: m.client, path: { musicianId: m.musicianId }, body: trackInput(uploaded.id) });
      expect(created.response?.status).toBe(422);
      expect(created.error?.code).toBe(code);
    });
  }

  it('keeps refusing a file of the wrong type with 415 FILE_TYPE_NOT_ALLOWED (and says so in the status)', async () => {
    const m = await demoMusician();
    const uploaded = await m.upload('song.mp3', new TextEncoder().encode('just some text, not audio at all'));
    expect(uploaded.patch.status).toBe(415);
    expect((await uploaded.status()).data).toMatchObject({ state: 'rejected', rejection: 'FILE_TYPE_NOT_ALLOWED' });
    const created = await createMusic({ client: m.client, path: { musicianId: m.musicianId }, body: trackInput(uploaded.id) });
    expect(created.error?.code).toBe('FILE_TYPE_NOT_ALLOWED');
  });

  it('says no rejection for an upload that is fine', async () => {
    const m = await demoMusician();
    const uploaded = await m.upload(
      'cue.wav',
      makeWav({ bits: 16, channels: 1, sampleRate: 8000 }, 800, () => 0.1),
    );
    expect((await uploaded.status()).data).toMatchObject({ state: 'complete', rejection: null });
  });

  it('matches If-None-Match as HTTP says: any listed tag, weakly, or *', () => {
    expect(noneMatch(undefined, '"a"')).toBe(false);
    expect(noneMatch('"a"', '"a"')).toBe(true);
    expect(noneMatch(' "b" ,W/"a"', '"a"')).toBe(true);
    expect(noneMatch('*', '"a"')).toBe(true);
    expect(noneMatch('"b", "c"', '"a"')).toBe(false);
    expect(noneMatch('a', '"a"')).toBe(false);
  });

  it('loads a store saved before waveforms existed (no waveforms collection, uploads without a rejection)', async () => {
    const m = await demoMusician();
    await m.upload(
      'cue.wav',
      makeWav({ bits: 16, channels: 1, sampleRate: 8000 }, 800, () => 0.1),
    );
    const snapshot = snapshotDatabase(api().provider.ctx.db);
    const { waveforms: _dropped, ...older } = snapshot.collections;
    const uploads = older.uploads.map((record) => {
      const { rejection: _none, ...rest } = record as { rejection: unknown };
      return rest;
    });
    const db = createDatabase();
    await restoreDatabase(db, { version: 1, collections: { ...older, uploads } as typeof snapshot.collections });
    expect(db.uploads.all()[0]).toMatchObject({ state: 'complete', rejection: null });
    expect(db.waveforms.all()).toEqual([]);
    expect(db.music.count()).toBe(api().provider.ctx.db.music.count());
  });
});
