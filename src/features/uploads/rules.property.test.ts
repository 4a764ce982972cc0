import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MAX_FILE_BYTES } from '../../lib/domain/fileType';
import { anyHeader, concatBytes, TYPE_OF } from '../../lib/testing/fileHeaderArbitraries';
import { anyText, blankText, hostileText, padded } from '../../lib/testing/textArbitraries';
import { checkDraft, checkDraftFields, type FieldErrors } from './draftRules';
import { checkFile, type FileField } from './fileRules';
import type { TrackDraft, UploadMessage } from './types';

/**
 * The track upload rules (docs/product.md section 5) on 1,000 random drafts and files each, against oracles written here:
 * title, genre, at least one and at most 5 keywords, a music file on a new track; music WAV or MP3 and covers
 * JPG or PNG by their first bytes whatever their names; 150 MB or less, the message naming the size.
 */
const RUNS = { numRuns: 1000 };
const MIB = 1024 * 1024;

// ---- files ----

/** Bytes of a real header (any kind) with a random tail, or bytes that are none of the types. */
const fileBytes = fc.oneof(
  fc.tuple(anyHeader, fc.uint8Array({ maxLength: 200 })).map(([{ kind, bytes }, tail]) => ({ type: TYPE_OF[kind], bytes: concatBytes(bytes, tail) })),
  fc
    .tuple(
      fc.integer({ min: 0, max: 255 }).filter((byte) => ![0x89, 0xff, 0x52, 0x49].includes(byte)),
      fc.uint8Array({ maxLength: 200 }),
    )
    .map(([first, rest]) => ({ type: undefined as string | undefined, bytes: Uint8Array.from([first, ...rest]) })),
);
const fileSize = fc.oneof(
  fc.integer({ min: 0, max: 10 * MIB }),
  fc.integer({ min: MAX_FILE_BYTES - 2048, max: MAX_FILE_BYTES + 2048 }),
  fc.integer({ min: 0, max: 3 * MAX_FILE_BYTES }),
);
/** Names that lie about the content: another type's extension, Hangul, none. */
const fileName = fc.oneof(fc.constantFrom('cue.wav', 'cue.mp3', 'cover.png', 'cover.jpg', '가사.txt', 'README', '', '.mp3', 'x.WAV'), anyText(6));

/** A file with these bytes that reports `size` (no 450 MB in memory). */
function fileOf(bytes: Uint8Array, size: number, name: string): File {
  const file = new File([bytes as Uint8Array<ArrayBuffer>], name);
  Object.defineProperty(file, 'size', { value: Math.max(size, bytes.length) });
  return file;
}

const ALLOWED: Record<FileField, string[]> = { audioFile: ['audio/wav', 'audio/mpeg'], coverFile: ['image/jpeg', 'image/png'] };
const TYPE_KEY: Record<FileField, string> = { audioFile: 'uploads:rule.audioType', coverFile: 'uploads:rule.coverType' };
const SIZE_KEY: Record<FileField, string> = { audioFile: 'uploads:rule.audioTooLarge', coverFile: 'uploads:rule.coverTooLarge' };

/** The shown size, "160.0 MB", read back: one decimal, within rounding of the size in MiB. */
function expectSizeShown(message: UploadMessage, bytes: number): void {
  const shown = /^(\d+\.\d) MB$/.exec(String(message.values?.size));
  expect(shown, String(message.values?.size)).not.toBeNull();
  expect(Math.abs(Number(shown![1]) - bytes / MIB)).toBeLessThanOrEqual(0.05);
}

function expectFileVerdict(field: FileField, type: string | undefined, size: number, verdict: UploadMessage | undefined): void {
  const wrongType = type === undefined || !ALLOWED[field].includes(type);
  const tooLarge = size > MAX_FILE_BYTES;
  if (!wrongType && !tooLarge) return expect(verdict).toBeUndefined();
  if (wrongType && !tooLarge) return expect(verdict).toEqual({ key: TYPE_KEY[field] });
  // Too large (and maybe of the wrong type too, when either message is right).
  expect(wrongType ? [TYPE_KEY[field], SIZE_KEY[field]] : [SIZE_KEY[field]]).toContain(verdict?.key);
  if (verdict?.key === SIZE_KEY[field]) expectSizeShown(verdict, size);
}

describe('the file rules (property tests)', () => {
  it('music WAV or MP3, covers JPG or PNG, by the first bytes; 150 MB or less with the size named', async () => {
    await fc.assert(
      fc.asyncProperty(fileBytes, fileSize, fileName, fc.constantFrom<FileField>('audioFile', 'coverFile'), async ({ type, bytes }, size, name, field) => {
        const file = fileOf(bytes, size, name);
        expectFileVerdict(field, type, file.size, await checkFile(field, file));
      }),
      RUNS,
    );
  });

  it('a renamed file gets the same verdict under any name', async () => {
    await fc.assert(
      fc.asyncProperty(fileBytes, fileSize, fileName, fileName, fc.constantFrom<FileField>('audioFile', 'coverFile'), async ({ bytes }, size, name, otherName, field) => {
        expect(await checkFile(field, fileOf(bytes, size, otherName))).toEqual(await checkFile(field, fileOf(bytes, size, name)));
      }),
      RUNS,
    );
  });
});

// ---- drafts ----

const titleText = fc.oneof(anyText(12), blankText(), padded(anyText(6)), hostileText());
const draftArbitrary = fc.record({
  title: fc.record({ ko: titleText, en: titleText }),
  description: fc.record({ ko: hostileText(), en: hostileText() }),
  genreId: fc.option(fc.integer({ min: 1, max: 20 }), { nil: undefined }),
  keywordIds: fc.uniqueArray(fc.integer({ min: 1, max: 60 }), { maxLength: 9 }),
  audio: fc.option(fc.tuple(fileBytes, fileSize), { nil: undefined }),
  cover: fc.option(fc.tuple(fileBytes, fileSize), { nil: undefined }),
  audioRequired: fc.boolean(),
});

/** The oracle for the text rules: what the spec requires of a track, field by field. */
function expectedFieldErrors(draft: TrackDraft, audioRequired: boolean): FieldErrors {
  const errors: FieldErrors = {};
  if (draft.title.ko.trim() === '') errors.title = { key: 'uploads:rule.titleRequired' };
  if (draft.genreId === undefined) errors.genre = { key: 'uploads:rule.genreRequired' };
  if (draft.keywordIds.length === 0) errors.keywords = { key: 'uploads:rule.keywordRequired' };
  if (draft.keywordIds.length > 5) errors.keywords = { key: 'uploads:rule.keywordMax' };
  if (audioRequired && draft.audioFile === undefined) errors.audioFile = { key: 'uploads:rule.audioRequired' };
  return errors;
}

describe('the draft rules (property tests)', () => {
  it('title, genre, 1 to 5 keywords and the music file of a new track; files checked with them', async () => {
    await fc.assert(
      fc.asyncProperty(draftArbitrary, async ({ title, description, genreId, keywordIds, audio, cover, audioRequired }) => {
        const draft: TrackDraft = {
          title,
          description,
          genreId,
          keywordIds,
          audioFile: audio && fileOf(audio[0].bytes, audio[1], 'a.wav'),
          coverFile: cover && fileOf(cover[0].bytes, cover[1], 'c.png'),
          cueMarkers: [],
        };
        const fieldsOnly = expectedFieldErrors(draft, audioRequired);
        expect(checkDraftFields(draft, { audioRequired })).toEqual(fieldsOnly);

        const errors = await checkDraft(draft, { audioRequired });
        const { audioFile, coverFile, ...textErrors } = errors;
        const { audioFile: missingAudio, coverFile: _none, ...expectedText } = fieldsOnly;
        expect(textErrors).toEqual(expectedText);
        if (audio) expectFileVerdict('audioFile', audio[0].type, draft.audioFile!.size, audioFile);
        else expect(audioFile).toEqual(missingAudio);
        if (cover) expectFileVerdict('coverFile', cover[0].type, draft.coverFile!.size, coverFile);
        else expect(coverFile).toBeUndefined();
      }),
      RUNS,
    );
  });
});
