import { describe, expect, it } from 'vitest';
import { EMPTY_ROUND, inputOfDraft, roundErrors, type RoundDraft } from './roundDraft';

const complete: RoundDraft = {
  ...EMPTY_ROUND,
  nameKo: '2027 영화음악 매칭 프로그램',
  descriptionKo: '제작사와 작곡가를 잇습니다.',
  projectOpens: '2027-09-01T10:00',
  projectCloses: '2027-10-15T18:00',
  composerOpens: '2027-09-01T10:00',
  composerCloses: '2027-10-31T18:00',
  meetingDays: ['2027-11-20'],
};

describe("the office's round form", () => {
  it('sends festival times as instants and takes a complete round', () => {
    expect(inputOfDraft(complete).projectWindow).toEqual({ opensAt: '2027-09-01T01:00:00.000Z', closesAt: '2027-10-15T09:00:00.000Z' });
    expect(roundErrors(inputOfDraft(complete))).toEqual({});
  });

  it('names each missing or too long text, a missing time and places out of range', () => {
    const errors = roundErrors(inputOfDraft({ ...complete, nameKo: '', descriptionEn: 'x'.repeat(2001), projectCloses: '', composerPlaces: '0' }));
    expect(errors).toEqual({
      'name.ko': { key: 'required' },
      'description.en': { key: 'tooLong', values: { max: 2000 } },
      'projectWindow.closesAt': { key: 'dateTime' },
      composerPlaces: { key: 'places', values: { min: 1, max: 500 } },
    });
  });

  it('words the round rules: a window closing before it opens, a day twice, a meeting before the windows close', () => {
    expect(roundErrors(inputOfDraft({ ...complete, composerCloses: '2027-08-31T18:00' }))).toMatchObject({ 'composerWindow.closesAt': { key: 'closesBeforeOpening' } });
    expect(roundErrors(inputOfDraft({ ...complete, meetingDays: ['2027-11-20', '2027-11-20'] }))).toEqual({ meetingDays: { key: 'duplicateDay' } });
    expect(roundErrors(inputOfDraft({ ...complete, meetingDays: ['2027-10-31'] }))).toEqual({ meetingDays: { key: 'meetingBeforeClose' } });
  });
});
