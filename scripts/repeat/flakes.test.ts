import { describe, expect, it } from 'vitest';
import { cucumberOutcomes, flakeReport, formatFlakeReport, vitestOutcomes } from './flakes';

/** A cucumber `json` report in the formatter's shape: a feature, its background, an outline's two rows. */
const cucumberReport = (loginRowFails: boolean) => [
  {
    uri: 'features/login.feature',
    elements: [
      { type: 'background', name: '', line: 3, steps: [{ result: { status: 'passed' } }] },
      { type: 'scenario', name: 'A member logs in', line: 12, steps: [{ result: { status: 'passed' } }, { result: { status: 'passed' } }] },
      {
        type: 'scenario',
        name: 'A member logs in',
        line: 13,
        steps: [
          { result: { status: 'passed' } },
          { result: { status: loginRowFails ? 'failed' : 'passed' } },
          { result: { status: loginRowFails ? 'skipped' : 'passed' } },
        ],
      },
    ],
  },
  { uri: 'features/faq.feature', elements: [{ type: 'scenario', name: 'Questions', line: 5, steps: [{ result: { status: 'undefined' } }] }] },
];

/** A vitest `json` report: a file with a passing and a failing test, and a file that failed before its tests ran. */
const vitestReport = (journeyFails: boolean) => ({
  testResults: [
    {
      name: '/repo/e2e/journeys/visitor.test.ts',
      status: journeyFails ? 'failed' : 'passed',
      assertionResults: [
        { fullName: 'journey of a visitor in ko', status: 'passed' },
        { fullName: 'journey of a visitor in en', status: journeyFails ? 'failed' : 'passed' },
        { fullName: 'journey of a visitor, later', status: 'skipped' },
      ],
    },
    { name: '/repo/e2e/keyboard.test.ts', status: 'failed', message: 'beforeAll timed out', assertionResults: [] },
  ],
});

describe('the flake report of a repeated run', () => {
  it('reads each scenario of a cucumber report by its file and line, failed when a step failed or has no definition', () => {
    expect(cucumberOutcomes(cucumberReport(true))).toEqual([
      { suite: 'cucumber', name: 'features/login.feature:12 A member logs in', failed: false },
      { suite: 'cucumber', name: 'features/login.feature:13 A member logs in', failed: true },
      { suite: 'cucumber', name: 'features/faq.feature:5 Questions', failed: true },
    ]);
    expect(cucumberOutcomes('not a report')).toEqual([]);
  });

  it('reads each test of a vitest report by its file and full name, and a file that failed without tests as one failure', () => {
    expect(vitestOutcomes(vitestReport(true), '/repo')).toEqual([
      { suite: 'vitest', name: 'e2e/journeys/visitor.test.ts > journey of a visitor in ko', failed: false },
      { suite: 'vitest', name: 'e2e/journeys/visitor.test.ts > journey of a visitor in en', failed: true },
      { suite: 'vitest', name: 'e2e/keyboard.test.ts (the file)', failed: true },
    ]);
  });

  it('lists what failed at least once with how many of its runs it failed, most first, and counts everything checked', () => {
    const runs = [
      [...cucumberOutcomes(cucumberReport(true)), ...vitestOutcomes(vitestReport(false), '/repo')],
      [...cucumberOutcomes(cucumberReport(false)), ...vitestOutcomes(vitestReport(true), '/repo')],
      [...cucumberOutcomes(cucumberReport(false)), ...vitestOutcomes(vitestReport(false), '/repo')],
    ];
    const report = flakeReport(runs);
    expect(report.checked).toBe(6);
    expect(report.rows).toEqual([
      { suite: 'vitest', name: 'e2e/keyboard.test.ts (the file)', failures: 3, runs: 3 },
      { suite: 'cucumber', name: 'features/faq.feature:5 Questions', failures: 3, runs: 3 },
      { suite: 'vitest', name: 'e2e/journeys/visitor.test.ts > journey of a visitor in en', failures: 1, runs: 3 },
      { suite: 'cucumber', name: 'features/login.feature:13 A member logs in', failures: 1, runs: 3 },
    ]);
    expect(formatFlakeReport(report, 3).split('\n')).toEqual([
      'failed at least once (failures/runs):',
      '  3/3  vitest   e2e/keyboard.test.ts (the file)',
      '  3/3  cucumber features/faq.feature:5 Questions',
      '  1/3  vitest   e2e/journeys/visitor.test.ts > journey of a visitor in en',
      '  1/3  cucumber features/login.feature:13 A member logs in',
      '4 of 6 scenarios and tests failed at least once in 3 runs',
    ]);
  });

  it('says so when nothing failed', () => {
    const report = flakeReport([cucumberOutcomes(cucumberReport(false)).slice(0, 2)]);
    expect(formatFlakeReport(report, 1)).toBe('no scenario or test failed\n0 of 2 scenarios and tests failed at least once in 1 run');
  });
});
