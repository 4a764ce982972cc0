import { describe, expect, it } from 'vitest';
import { MAX_FILE_BYTES } from '../../lib/domain/fileType';
import { checkDraft, checkDraftFields } from './draftRules';
import { checkFile, formatFileSize } from './fileRules';
import type { TrackDraft } from './types';

const wavHead = () => {
  const bytes = new Uint8Array(44);
  bytes.set(
    [...'RIFF'].map((c) => c.charCodeAt(0)),
    0,
  );
  bytes.set(
    [...'WAVE'].map((c) => c.charCodeAt(0)),
    8,
  );
  return bytes;
};
const pngHead = () => new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]);
const text = (name: string) => new File(['These are liner notes.'], name);
/** A Blob that reports a huge size but only holds the header (no 160 MB in memory). */
const sized = (head: Uint8Array, size: number): Blob => {
  const blob = new Blob([head as Uint8Array<ArrayBuffer>]);
  Object.defineProperty(blob, 'size', { value: size });
  return blob;
};

const draft = (changes: Partial<TrackDraft> = {}): TrackDraft => ({
  title: { ko: '제목', en: '' },
  description: { ko: '', en: '' },
  genreId: 3,
  keywordIds: [1],
  audioFile: new File([wavHead()], 'a.wav'),
  coverFile: undefined,
  cueMarkers: [],
  ...changes,
});

describe('file rules', () => {
  it('formats sizes as MB with one decimal', () => {
    expect(formatFileSize(160 * 1024 * 1024)).toBe('160.0 MB');
    expect(formatFileSize(1536 * 1024)).toBe('1.5 MB');
  });

  it('tells a chosen file that can no longer be read (moved or changed since) to be chosen again, instead of failing', async () => {
    const gone = new File([wavHead()], 'moved.wav');
    gone.slice = () => ({ arrayBuffer: () => Promise.reject(new DOMException('The file could not be read.', 'NotReadableError')) }) as unknown as Blob;
    expect(await checkFile('audioFile', gone)).toEqual({ key: 'uploads:rule.fileUnreadable' });
    expect(await checkFile('coverFile', gone)).toEqual({ key: 'uploads:rule.fileUnreadable' });
  });

  it('checks music and covers by their first bytes, not their names', async () => {
    expect(await checkFile('audioFile', new File([wavHead()], 'x.png'))).toBeUndefined();
    expect(await checkFile('audioFile', text('notes.mp3'))).toEqual({ key: 'uploads:rule.audioType' });
    expect(await checkFile('audioFile', new File([pngHead()], 'cover.wav'))).toEqual({ key: 'uploads:rule.audioType' });
    expect(await checkFile('coverFile', new File([pngHead()], 'c.jpg'))).toBeUndefined();
    expect(await checkFile('coverFile', text('fake.png'))).toEqual({ key: 'uploads:rule.coverType' });
  });

  it('refuses files over 150 MB and names their size', async () => {
    const over = 160 * 1024 * 1024;
    expect(await checkFile('audioFile', sized(wavHead(), over))).toEqual({ key: 'uploads:rule.audioTooLarge', values: { size: '160.0 MB' } });
    expect(await checkFile('coverFile', sized(pngHead(), over))).toEqual({ key: 'uploads:rule.coverTooLarge', values: { size: '160.0 MB' } });
    expect(await checkFile('audioFile', sized(wavHead(), MAX_FILE_BYTES))).toBeUndefined();
  });
});

describe('draft rules', () => {
  it('accepts a complete draft', async () => {
    expect(await checkDraft(draft(), { audioRequired: true })).toEqual({});
  });

  it('requires a title, a genre, a keyword and, for a new track, the music file', () => {
    expect(checkDraftFields(draft({ title: { ko: '  ', en: 'x' }, genreId: undefined, keywordIds: [], audioFile: undefined }), { audioRequired: true })).toEqual({
      title: { key: 'uploads:rule.titleRequired' },
      genre: { key: 'uploads:rule.genreRequired' },
      keywords: { key: 'uploads:rule.keywordRequired' },
      audioFile: { key: 'uploads:rule.audioRequired' },
    });
    expect(checkDraftFields(draft({ audioFile: undefined }), { audioRequired: false })).toEqual({});
  });

  it('allows at most 5 keywords', () => {
    expect(checkDraftFields(draft({ keywordIds: [1, 2, 3, 4, 5] }), { audioRequired: true })).toEqual({});
    expect(checkDraftFields(draft({ keywordIds: [1, 2, 3, 4, 5, 6] }), { audioRequired: true })).toEqual({ keywords: { key: 'uploads:rule.keywordMax' } });
  });

  it('checks the chosen files with the fields', async () => {
    expect(await checkDraft(draft({ audioFile: text('a.mp3'), coverFile: text('c.png') }), { audioRequired: true })).toEqual({
      audioFile: { key: 'uploads:rule.audioType' },
      coverFile: { key: 'uploads:rule.coverType' },
    });
  });
});

describe('cue-marker rules', () => {
  const row = (id: string, time: string, ko = '테마', en = 'Theme') => ({ id, time, label: { ko, en } });
  /** A PCM WAV header: 1 byte per second, 30 seconds of data. */
  const wav30 = () => {
    const bytes = new Uint8Array(44 + 30);
    const view = new DataView(bytes.buffer);
    bytes.set(
      [...'RIFF'].map((c) => c.charCodeAt(0)),
      0,
    );
    bytes.set(
      [...'WAVEfmt '].map((c) => c.charCodeAt(0)),
      8,
    );
    view.setUint32(16, 16, true);
    view.setUint16(20, 1, true);
    view.setUint16(22, 1, true);
    view.setUint32(24, 1, true);
    view.setUint32(28, 1, true);
    view.setUint16(32, 1, true);
    view.setUint16(34, 8, true);
    bytes.set(
      [...'data'].map((c) => c.charCodeAt(0)),
      36,
    );
    view.setUint32(40, 30, true);
    return new File([bytes], 'thirty.wav');
  };

  it('names each broken rule under its field', async () => {
    const errors = await checkDraft(
      draft({ audioFile: wav30(), cueMarkers: [row('a', '0:42'), row('b', '1:5'), row('c', '0:10', ' ', 'x'.repeat(41)), row('d', '0:10')] }),
      { audioRequired: true },
    );
    expect(errors.cueMarkers).toEqual({
      rows: {
        a: { time: { key: 'uploads:cue.rule.timeOutside', values: { duration: '0:30' } } },
        b: { time: { key: 'uploads:cue.rule.timeFormat' } },
        c: { labelKo: { key: 'uploads:cue.rule.labelRequired' }, labelEn: { key: 'uploads:cue.rule.labelTooLong', values: { max: 40, length: 41 } } },
        d: { time: { key: 'errors:code.CUE_MARKER_DUPLICATE_TIME' } },
      },
    });
  });

  it('checks the saved track when no new file is chosen, and refuses a 9th marker', async () => {
    const nine = Array.from({ length: 9 }, (_, i) => row(`m${i}`, `0:0${i}`));
    const errors = await checkDraft(draft({ audioFile: undefined, currentDurationSeconds: 5, cueMarkers: nine }), { audioRequired: false });
    expect(errors.cueMarkers?.list).toEqual({ key: 'errors:code.CUE_MARKER_LIMIT_EXCEEDED' });
    expect(Object.keys(errors.cueMarkers!.rows)).toEqual(['m5', 'm6', 'm7', 'm8']);
    expect(await checkDraft(draft({ audioFile: undefined, currentDurationSeconds: 5, cueMarkers: nine.slice(0, 5) }), { audioRequired: false })).toEqual({});
  });
});
