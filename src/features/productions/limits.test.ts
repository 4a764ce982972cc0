import { describe, expect, it } from 'vitest';
import { zIndustryProfileInput, zProgramProjectInput, zProgramProjectMusic } from '../../lib/api/generated/zod.gen';
import { INDUSTRY_LIMITS, industryProfileRules } from './industryProfile/industryProfileRules';
import { PROJECT_LIMITS, emptyProject, inputOf, projectRules } from './projects/projectValues';

const ok = (value: object) => Object.values(value).every((key) => key === undefined);

describe("the productions' forms keep the contract's limits", () => {
  it('an industry profile at each limit passes both the form and the schema; one more passes neither', () => {
    const atLimit = {
      company: 'c'.repeat(INDUSTRY_LIMITS.company),
      role: 'producer' as const,
      filmographyUrl: `https://a.example/${'p'.repeat(INDUSTRY_LIMITS.filmographyUrl - 18)}`,
      note: 'n'.repeat(INDUSTRY_LIMITS.note),
    };
    expect(atLimit.filmographyUrl).toHaveLength(INDUSTRY_LIMITS.filmographyUrl);
    expect(ok(industryProfileRules(atLimit))).toBe(true);
    expect(zIndustryProfileInput.safeParse(atLimit).success).toBe(true);
    for (const field of ['company', 'filmographyUrl', 'note'] as const) {
      const over = { ...atLimit, [field]: `${atLimit[field]}x` };
      expect(ok(industryProfileRules(over))).toBe(false);
      expect(zIndustryProfileInput.safeParse(over).success).toBe(false);
    }
  });

  it("a project's form sends what the schema takes, and refuses what it does not", () => {
    const values = {
      ...emptyProject,
      titleKo: 't'.repeat(PROJECT_LIMITS.title),
      titleEn: 'T',
      loglineKo: 'l'.repeat(PROJECT_LIMITS.logline),
      runtimeMinutes: String(PROJECT_LIMITS.runtime.max),
      cueCount: String(PROJECT_LIMITS.cueCount.max),
      director: 'd'.repeat(PROJECT_LIMITS.credit),
      tempTrack: 'x'.repeat(PROJECT_LIMITS.tempTrack),
      musicDeadline: '2099-01-01',
    };
    expect(ok(projectRules(values))).toBe(true);
    expect(zProgramProjectInput.safeParse(inputOf(values)).success).toBe(true);
    for (const over of [
      { titleKo: `${values.titleKo}x` },
      { runtimeMinutes: String(PROJECT_LIMITS.runtime.max + 1) },
      { cueCount: '0' },
      { director: `${values.director}x` },
    ]) {
      expect(ok(projectRules({ ...values, ...over }))).toBe(false);
      expect(zProgramProjectInput.safeParse(inputOf({ ...values, ...over })).success).toBe(false);
    }
    expect(zProgramProjectMusic.shape.moodKeywordIds.safeParse(Array.from({ length: PROJECT_LIMITS.moods + 1 }, (_, i) => i + 1)).success).toBe(false);
    expect(zProgramProjectMusic.shape.referenceTrackIds.safeParse(Array.from({ length: PROJECT_LIMITS.references }, (_, i) => i + 1)).success).toBe(true);
  });
});
