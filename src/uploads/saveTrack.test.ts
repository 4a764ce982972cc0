import { describe, expect, it } from 'vitest';
import { saveFailureMessage } from './saveTrack';

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
