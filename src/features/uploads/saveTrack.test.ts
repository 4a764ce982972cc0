import { describe, expect, it } from 'vitest';
import { coverChange, saveFailureMessage } from './saveTrack';
import { uploadFailureMessage } from './uploadFailure';

const problem = (status: number, code: string) => ({ status, code, message: 'x', data: false });
const create = { mode: 'create', musicianId: 1 } as const;
const edit = { mode: 'edit', musicFileId: 1 } as const;

describe('saveFailureMessage', () => {
  it('names the rule or the missing musician the provider answered', () => {
    expect(saveFailureMessage(problem(409, 'MUSIC_LIMIT_EXCEEDED'), create)).toEqual({ key: 'uploads:rule.maxTracks' });
    expect(saveFailureMessage(problem(400, 'KEYWORD_LIMIT_EXCEEDED'), create)).toEqual({ key: 'uploads:rule.keywordMax' });
    expect(saveFailureMessage(problem(404, 'MUSICIAN_NOT_FOUND'), create)).toEqual({ key: 'errors:failure.musicianIdNotFound' });
    expect(saveFailureMessage(problem(404, 'NOT_FOUND'), create)).toEqual({ key: 'errors:failure.musicianIdNotFound' });
    expect(saveFailureMessage(problem(404, 'NOT_FOUND'), edit)).toEqual({ key: 'errors:code.MUSIC_NOT_FOUND' });
    expect(saveFailureMessage(problem(409, 'MUSICIAN_PROFILE_NOT_REGISTERED'), create)).toEqual({ key: 'errors:code.MUSICIAN_PROFILE_NOT_REGISTERED' });
  });

  it('otherwise says the music information could not be saved', () => {
    expect(saveFailureMessage(problem(500, 'SERVER_ERROR'), create)).toEqual({ key: 'errors:failure.musicInfoSave' });
    expect(saveFailureMessage(new TypeError('Failed to fetch'), edit)).toEqual({ key: 'errors:failure.musicInfoSave' });
  });
});

describe('provider refusals of markers and music files', () => {
  it('maps each to the same message as the form rule', () => {
    for (const code of ['CUE_MARKER_LIMIT_EXCEEDED', 'CUE_MARKER_OUT_OF_RANGE', 'CUE_MARKER_DUPLICATE_TIME']) {
      expect(saveFailureMessage(problem(400, code), edit)).toEqual({ key: `errors:code.${code}` });
    }
    for (const code of ['AUDIO_FILE_CORRUPT', 'AUDIO_FILE_TRUNCATED']) {
      expect(saveFailureMessage(problem(422, code), create)).toEqual({ key: `errors:code.${code}` });
    }
  });

  it('reads the reason of a refused final PATCH', () => {
    const tusError = (status: number, body: string) => Object.assign(new Error('tus'), { originalResponse: { getStatus: () => status, getBody: () => body } });
    expect(uploadFailureMessage('audio', tusError(422, JSON.stringify(problem(422, 'AUDIO_FILE_TRUNCATED'))))).toEqual({ key: 'errors:code.AUDIO_FILE_TRUNCATED' });
    expect(uploadFailureMessage('audio', tusError(422, JSON.stringify(problem(422, 'AUDIO_FILE_CORRUPT'))))).toEqual({ key: 'errors:code.AUDIO_FILE_CORRUPT' });
    expect(uploadFailureMessage('audio', tusError(500, 'oops'))).toEqual({ key: 'errors:failure.musicFileUpload' });
    expect(uploadFailureMessage('audio', new TypeError('Failed to fetch'))).toEqual({ key: 'errors:failure.musicFileUpload' });
    expect(uploadFailureMessage('cover', tusError(422, JSON.stringify(problem(422, 'AUDIO_FILE_CORRUPT'))))).toEqual({ key: 'errors:failure.coverUpload' });
  });
});

describe('coverChange', () => {
  it('removes the cover only when asked and no new cover replaces it', () => {
    expect(coverChange({ removeCover: true }, undefined)).toEqual({ removeCover: true });
    expect(coverChange({ removeCover: true }, 'up-1')).toEqual({ coverUploadId: 'up-1' });
    expect(coverChange({}, 'up-1')).toEqual({ coverUploadId: 'up-1' });
    expect(coverChange({ removeCover: false }, undefined)).toEqual({});
  });
});
