import { describe, expect, it } from 'vitest';
import { createMusic, getMusic, getMyProfile, login, searchMusic, updateMusic } from '../../src/lib/api/generated/sdk.gen';
import type { CueMarker } from '../../src/lib/api/generated/types.gen';
import { pcmWavHeader } from '../media/wavHeader';
import { newClient } from '../testing/testApi';
import { tusUpload } from '../testing/tusUpload';
import { useTestApi } from '../testing/useTestApi';

/** A silent mono WAV of exactly `seconds` (8 kHz, 16-bit). */
function wavOf(seconds: number): Uint8Array {
  const dataBytes = Math.round(seconds * 8000) * 2;
  const bytes = new Uint8Array(44 + dataBytes);
  bytes.set(pcmWavHeader(dataBytes, { channels: 1, sampleRate: 8000 }));
  return bytes;
}

const marker = (seconds: number, ko = `큐 ${seconds}`, en = `Cue ${seconds}`): CueMarker => ({ seconds, label: { ko, en } });

const trackInput = (audioUploadId: string, cueMarkers?: CueMarker[]) => ({
  title: { ko: '새벽의 추격', en: 'Chase at Dawn' },
  description: { ko: '', en: '' },
  genreId: 1,
  keywordIds: [1],
  audioUploadId,
  ...(cueMarkers ? { cueMarkers } : {}),
});

const editInput = (extra: { audioUploadId?: string; cueMarkers?: CueMarker[] } = {}) => ({
  title: { ko: '새벽의 추격', en: 'Chase at Dawn' },
  description: { ko: '', en: '' },
  genreId: 1,
  keywordIds: [1],
  ...extra,
});

describe('cue markers', () => {
  const api = useTestApi();

  /** The demo musician (2 tracks, so one more may be saved), with an uploader of WAVs of a given length. */
  async function demoMusician() {
    const { data } = await login({ client: api().anonymous, body: { login: 'musician@cue.test', password: 'cue-connect-1' } });
    const token = data!.data.accessToken!;
    const client = newClient(token);
    const musicianId = (await getMyProfile({ client })).data!.data.musicianId!;
    const upload = (seconds: number) => tusUpload(token, 'audio', 'cue.wav', wavOf(seconds));
    const create = (audioUploadId: string, cueMarkers?: CueMarker[]) => createMusic({ client, path: { musicianId }, body: trackInput(audioUploadId, cueMarkers) });
    return { client, upload, create };
  }

  it('stores the markers of a new track sorted by time with their labels trimmed, and none when omitted', async () => {
    const m = await demoMusician();
    const created = await m.create(await m.upload(31.9), [marker(31, ' 엔딩 ', 'Ending  '), marker(0, '도입', 'Intro'), marker(12, '메인 테마', 'Main theme')]);
    expect(created.response?.status).toBe(201);
    expect(created.data!.data.cueMarkers).toEqual([marker(0, '도입', 'Intro'), marker(12, '메인 테마', 'Main theme'), marker(31, '엔딩', 'Ending')]);
    const read = (await getMusic({ client: api().anonymous, path: { musicFileId: created.data!.data.musicFileId } })).data!.data;
    expect(read.cueMarkers.map((item) => item.seconds)).toEqual([0, 12, 31]);
  });

  it('answers a new track without markers with an empty list', async () => {
    const m = await demoMusician();
    const created = await m.create(await m.upload(5));
    expect(created.data!.data.cueMarkers).toEqual([]);
  });

  it('refuses blank and over-long labels with a field error naming the marker and language', async () => {
    const m = await demoMusician();
    const audio = await m.upload(20);
    const blank = await m.create(audio, [marker(1), marker(2), marker(3, '   ', 'Climax')]);
    expect(blank.response?.status).toBe(400);
    expect(blank.error).toMatchObject({ code: 'INVALID_REQUEST' });
    expect(blank.error!.fieldErrors!.map((error) => error.field)).toEqual(['cueMarkers.2.label.ko']);
    const long = await m.create(audio, [marker(1, '클라이맥스', 'x'.repeat(41))]);
    expect(long.error!.fieldErrors!.map((error) => error.field)).toEqual(['cueMarkers.0.label.en']);
    const forty = await m.create(audio, [marker(1, '가'.repeat(40), 'x'.repeat(40))]);
    expect(forty.response?.status).toBe(201);
    expect(forty.data!.data.cueMarkers[0]!.label.ko).toBe('가'.repeat(40));
  });

  it('refuses labels of only invisible characters and stores labels without NUL, BEL, ESC or zero-width characters (issue 26)', async () => {
    const m = await demoMusician();
    const audio = await m.upload(20);
    const invisible = await m.create(audio, [marker(1), marker(2, '\u200B\u3164', 'Climax')]);
    expect(invisible.response?.status).toBe(400);
    expect(invisible.error!.fieldErrors!.map(({ field, code }) => ({ field, code }))).toEqual([{ field: 'cueMarkers.1.label.ko', code: 'too_small' }]);
    const created = await m.create(audio, [marker(3, '메인\u0000\u0007 테마\u200B', 'Main\u001B theme\u202E')]);
    expect(created.response?.status).toBe(201);
    expect(created.data!.data.cueMarkers).toEqual([marker(3, '메인 테마', 'Main theme')]);
  });

  it('allows 8 markers and refuses 9 with CUE_MARKER_LIMIT_EXCEEDED', async () => {
    const m = await demoMusician();
    const audio = await m.upload(20);
    const nine = await m.create(
      audio,
      Array.from({ length: 9 }, (_, i) => marker(i)),
    );
    expect(nine.response?.status).toBe(400);
    expect(nine.error?.code).toBe('CUE_MARKER_LIMIT_EXCEEDED');
    const eight = await m.create(
      audio,
      Array.from({ length: 8 }, (_, i) => marker(i)),
    );
    expect(eight.response?.status).toBe(201);
    expect(eight.data!.data.cueMarkers).toHaveLength(8);
  });

  it('refuses a marker at or past the end of the track (a 31.9 s track accepts 31, not 32)', async () => {
    const m = await demoMusician();
    const audio = await m.upload(31.9);
    const past = await m.create(audio, [marker(5), marker(32)]);
    expect(past.response?.status).toBe(400);
    expect(past.error?.code).toBe('CUE_MARKER_OUT_OF_RANGE');
    const exact = await m.upload(30);
    expect((await m.create(exact, [marker(30)])).error?.code).toBe('CUE_MARKER_OUT_OF_RANGE');
    expect((await m.create(audio, [marker(31)])).response?.status).toBe(201);
  });

  it('refuses two markers at the same second with CUE_MARKER_DUPLICATE_TIME', async () => {
    const m = await demoMusician();
    const audio = await m.upload(20);
    const twice = await m.create(audio, [marker(7, '브리지', 'Bridge'), marker(3), marker(7, '클라이맥스', 'Climax')]);
    expect(twice.response?.status).toBe(400);
    expect(twice.error?.code).toBe('CUE_MARKER_DUPLICATE_TIME');
  });

  it('consumes no upload when the markers are refused', async () => {
    const m = await demoMusician();
    const audio = await m.upload(10);
    expect((await m.create(audio, [marker(11)])).error?.code).toBe('CUE_MARKER_OUT_OF_RANGE');
    expect((await m.create(audio, [marker(9)])).response?.status).toBe(201);
  });

  it('keeps the markers when an edit omits them, replaces them when sent, clears them with []', async () => {
    const m = await demoMusician();
    const created = (await m.create(await m.upload(30), [marker(20), marker(2)])).data!.data;
    const path = { musicFileId: created.musicFileId };
    const kept = await updateMusic({ client: m.client, path, body: editInput() });
    expect(kept.data!.data.cueMarkers.map((item) => item.seconds)).toEqual([2, 20]);
    const replaced = await updateMusic({ client: m.client, path, body: editInput({ cueMarkers: [marker(29, ' 엔딩', 'Ending '), marker(5)] }) });
    expect(replaced.data!.data.cueMarkers).toEqual([marker(5), marker(29, '엔딩', 'Ending')]);
    for (const [markers, code] of [
      [[marker(30)], 'CUE_MARKER_OUT_OF_RANGE'],
      [[marker(4), marker(4)], 'CUE_MARKER_DUPLICATE_TIME'],
      [Array.from({ length: 9 }, (_, i) => marker(i)), 'CUE_MARKER_LIMIT_EXCEEDED'],
    ] as const) {
      const refused = await updateMusic({ client: m.client, path, body: editInput({ cueMarkers: [...markers] }) });
      expect(refused.response?.status).toBe(400);
      expect(refused.error?.code).toBe(code);
    }
    expect((await getMusic({ client: m.client, path })).data!.data.cueMarkers.map((item) => item.seconds)).toEqual([5, 29]);
    const cleared = await updateMusic({ client: m.client, path, body: editInput({ cueMarkers: [] }) });
    expect(cleared.data!.data.cueMarkers).toEqual([]);
  });

  it('drops the markers past the end of a shorter replacement audio file when the edit sends none', async () => {
    const m = await demoMusician();
    const created = (await m.create(await m.upload(30), [marker(3), marker(14), marker(15), marker(29)])).data!.data;
    const path = { musicFileId: created.musicFileId };
    const shorter = await updateMusic({ client: m.client, path, body: editInput({ audioUploadId: await m.upload(14.5) }) });
    expect(shorter.response?.status).toBe(200);
    expect(shorter.data!.data.cueMarkers.map((item) => item.seconds)).toEqual([3, 14]);
  });

  it('checks sent markers against the replacement audio file, and consumes it only when they fit', async () => {
    const m = await demoMusician();
    const created = (await m.create(await m.upload(10), [marker(3)])).data!.data;
    const path = { musicFileId: created.musicFileId };
    const longer = await m.upload(40);
    const tooLate = await updateMusic({ client: m.client, path, body: editInput({ audioUploadId: longer, cueMarkers: [marker(40)] }) });
    expect(tooLate.error?.code).toBe('CUE_MARKER_OUT_OF_RANGE');
    const fits = await updateMusic({ client: m.client, path, body: editInput({ audioUploadId: longer, cueMarkers: [marker(39), marker(3)] }) });
    expect(fits.response?.status).toBe(200);
    expect(fits.data!.data.cueMarkers.map((item) => item.seconds)).toEqual([3, 39]);
    expect(fits.data!.data.durationSeconds).toBe(40);
  });

  it('seeds the demo tracks with markers and about half of the catalogue, each list sorted, distinct and inside its track', async () => {
    const client = api().anonymous;
    const one = (await getMusic({ client, path: { musicFileId: 1 } })).data!.data;
    expect(one.cueMarkers).toEqual([
      { seconds: 4, label: { ko: '긴장 고조', en: 'Tension builds' } },
      { seconds: 12, label: { ko: '추격 시작', en: 'The chase begins' } },
      { seconds: 24, label: { ko: '클라이맥스', en: 'Climax' } },
    ]);
    expect((await getMusic({ client, path: { musicFileId: 2 } })).data!.data.cueMarkers.map((item) => item.label.en)).toEqual([
      'Piano opening',
      'Main theme',
      'Full orchestra',
      'Ending',
    ]);
    const all = (await searchMusic({ client, query: { size: 100 } })).data!.data.content;
    const withMarkers = all.filter((track) => track.cueMarkers.length > 0);
    expect(withMarkers.length / all.length).toBeGreaterThan(0.35);
    expect(withMarkers.length / all.length).toBeLessThan(0.7);
    for (const track of all) {
      const seconds = track.cueMarkers.map((item) => item.seconds);
      expect(seconds).toEqual([...seconds].sort((a, b) => a - b));
      expect(new Set(seconds).size).toBe(seconds.length);
      expect(seconds.every((second) => second >= 0 && second < track.durationSeconds)).toBe(true);
      expect(track.cueMarkers.length).toBeLessThanOrEqual(5);
    }
  });
});
