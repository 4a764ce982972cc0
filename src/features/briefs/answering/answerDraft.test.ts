import { describe, expect, it } from 'vitest';
import { zProgramAnswerInput } from '../../../lib/api/generated/zod.gen';
import { ANSWER_TRACKS_MAX } from '../../../lib/domain/program/briefs';
import { ANSWER_NOTE_MAX, draftProblems, inputOf, serverProblems } from './answerDraft';

describe("the answer form's rules keep the contract's", () => {
  it('sends a draft at each limit that the schema takes; one more is refused by both', () => {
    const atLimit = { trackIds: Array.from({ length: ANSWER_TRACKS_MAX }, (_, index) => index + 1), note: 'n'.repeat(ANSWER_NOTE_MAX) };
    expect(draftProblems(atLimit)).toEqual({});
    expect(zProgramAnswerInput.safeParse(inputOf(atLimit)).success).toBe(true);
    for (const over of [
      { ...atLimit, note: `${atLimit.note}x` },
      { ...atLimit, trackIds: [...atLimit.trackIds, 99] },
      { ...atLimit, trackIds: [] },
    ]) {
      expect(draftProblems(over)).not.toEqual({});
      expect(zProgramAnswerInput.safeParse(inputOf(over)).success).toBe(false);
    }
  });

  it("names the provider's field errors by the form's fields, the first of each", () => {
    const error = {
      status: 422,
      code: 'ANSWER_REFERENCE_UNKNOWN',
      message: '',
      data: false,
      fieldErrors: [
        { field: 'trackIds', code: 'unknown_track', message: '' },
        { field: 'trackIds.1', code: 'not_unique', message: '' },
        { field: 'note', code: 'too_big', message: '' },
        { field: 'elsewhere', code: 'required', message: '' },
      ],
    };
    expect(serverProblems(error)).toEqual({ trackIds: 'unknownTrack', note: 'noteTooLong' });
    expect(serverProblems(new TypeError('offline'))).toEqual({});
  });
});
