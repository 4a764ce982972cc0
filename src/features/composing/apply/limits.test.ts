import { describe, expect, it } from 'vitest';
import { zProgramApplicationInput } from '../../../lib/api/generated/zod.gen';
import { APPLICATION_LIMITS } from '../../../lib/domain/program/applications';
import { applicationRules, emptyApplication, inputOf } from './applicationValues';

const passes = (value: object) => Object.values(value).every((key) => key === undefined);

describe("the application form keeps the contract's limits", () => {
  it('an application at each limit passes both the form and the schema; one more passes neither', () => {
    const atLimit = {
      ...emptyApplication,
      statementKo: '가'.repeat(APPLICATION_LIMITS.statement),
      statementEn: 'e'.repeat(APPLICATION_LIMITS.statement),
      trackIds: Array.from({ length: APPLICATION_LIMITS.tracks.max }, (_, index) => index + 1),
      projectIds: Array.from({ length: APPLICATION_LIMITS.projects }, (_, index) => index + 1),
    };
    expect(passes(applicationRules(atLimit))).toBe(true);
    expect(zProgramApplicationInput.safeParse(inputOf(atLimit)).success).toBe(true);
    for (const over of [
      { statementKo: `${atLimit.statementKo}가` },
      { statementEn: `${atLimit.statementEn}e` },
      { trackIds: [...atLimit.trackIds, 99] },
      { trackIds: [] },
      { projectIds: [...atLimit.projectIds, 99] },
    ]) {
      expect(passes(applicationRules({ ...atLimit, ...over }))).toBe(false);
      expect(zProgramApplicationInput.safeParse(inputOf({ ...atLimit, ...over })).success).toBe(false);
    }
  });

  it('needs a statement in one language at least', () => {
    expect(applicationRules({ ...emptyApplication, trackIds: [1] }).statementKo).toBe('statementRequired');
    expect(applicationRules({ ...emptyApplication, statementEn: 'Films.', trackIds: [1] }).statementKo).toBeUndefined();
    expect(applicationRules({ ...emptyApplication, statementKo: '   ', trackIds: [1] }).statementKo).toBe('statementRequired');
  });
});
