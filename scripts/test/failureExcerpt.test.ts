import { describe, expect, it } from 'vitest';
import { failedTestNames, failureExcerpt } from './failureExcerpt';

const vitestOutput = [
  ' \u001b[32m✓\u001b[39m src/a.test.ts (3 tests) 20ms',
  ' \u001b[31m×\u001b[39m src/b.test.ts > tells the time 8ms',
  '',
  '\u001b[31m⎯⎯⎯⎯⎯⎯⎯ Failed Tests 1 ⎯⎯⎯⎯⎯⎯⎯\u001b[39m',
  '',
  ' FAIL  src/b.test.ts > tells the time',
  'AssertionError: expected 1 to be 2',
  ' Test Files  1 failed | 1 passed (2)',
].join('\n');

/** As cucumber-js 13 prints it (from a real run). */
const cucumberOutput = [
  '......F-.....',
  'Security guards: 0 CSP violations over 533 page loads (2504 navigations, 56 distinct paths) in 446 scenarios.',
  '',
  'Failed scenarios:',
  '  1) The invitation leads to the musician registration # features/approval.feature:40',
  '       And the visitor presses "등록하러 가기" in the dialog "뮤지션 등록 승인" # features/steps/approval.steps.ts:14',
  '           Error: function timed out, ensure the promise resolves within 20000 milliseconds',
  '  2) A shortlist is deleted after a question, after 2 attempts # features/shortlists.feature:65',
  '       And the listener answers "삭제" # features/steps/shortlists.steps.ts:94',
  '           Error: function timed out, ensure the promise resolves within 20000 milliseconds',
  '',
  '898 scenarios (896 passed, 2 failed)',
].join('\n');

describe('the failure excerpt npm test prints at its end', () => {
  it("starts at vitest's failure heading, without colour codes", () => {
    const excerpt = failureExcerpt(vitestOutput);
    expect(excerpt.split('\n')[0]).toBe('⎯⎯⎯⎯⎯⎯⎯ Failed Tests 1 ⎯⎯⎯⎯⎯⎯⎯');
    expect(excerpt).toContain('FAIL  src/b.test.ts > tells the time\nAssertionError: expected 1 to be 2');
    expect(excerpt).not.toContain('src/a.test.ts');
    expect(excerpt).not.toContain('\u001b');
  });

  it("starts at cucumber's Failed scenarios: heading", () => {
    expect(failureExcerpt(cucumberOutput)).toMatch(/^Failed scenarios:\n {2}1\) The invitation leads to the musician registration/);
  });

  it('keeps the last 60 lines of an output with no failure heading (a crash, a type error)', () => {
    const output = Array.from({ length: 100 }, (_, index) => `line ${index + 1}`).join('\n');
    const lines = failureExcerpt(output).split('\n');
    expect(lines).toHaveLength(60);
    expect(lines[0]).toBe('line 41');
    expect(lines.at(-1)).toBe('line 100');
  });

  it('says how many lines it left out of a long failure account', () => {
    const output = ['Failed scenarios:', ...Array.from({ length: 500 }, (_, index) => `line ${index + 1}`)].join('\n');
    const lines = failureExcerpt(output).split('\n');
    expect(lines).toHaveLength(201);
    expect(lines.at(-1)).toBe('… 301 more lines');
  });
});

describe('the failing tests npm test names in its last lines', () => {
  it("names each of vitest's failed tests once, with its error", () => {
    // vitest names a failed test in its progress and again in its failure account.
    expect(failedTestNames(`${vitestOutput}\n FAIL  src/b.test.ts > tells the time\nAssertionError: expected 1 to be 2`)).toEqual([
      'FAIL  src/b.test.ts > tells the time\n    AssertionError: expected 1 to be 2',
    ]);
  });

  it("names cucumber's failed scenarios", () => {
    const output = [
      'Failures:',
      '',
      '1) Scenario: likes a track # features/likes.feature:4',
      '   ✔ Given a step',
      '2) Scenario: shares a list # features/share.feature:9',
    ].join('\n');
    expect(failedTestNames(output)).toEqual([
      '1) Scenario: likes a track # features/likes.feature:4\n    ✔ Given a step',
      '2) Scenario: shares a list # features/share.feature:9',
    ]);
  });

  it('names at most eight, then how many more failed', () => {
    const output = Array.from({ length: 12 }, (_, index) => `FAIL  src/t${index}.test.ts > fails\nError: ${index}`).join('\n');
    const named = failedTestNames(output);
    expect(named).toHaveLength(9);
    expect(named.at(-1)).toBe('… 4 more');
  });
});
