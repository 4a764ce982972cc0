import type { Machine } from '../bench/machine';
import type { CheckResult } from './runChecks';

/** Where `npm test` leaves the summary of its last run. */
export const SUITE_SUMMARY = 'reports/test-all/summary.json';

/** The last `npm test` run: when, how long, on what, and each check's time. */
export interface SuiteSummary {
  startedAt: string;
  minutes: number;
  /** Every check ran (no `npm test -- <word>` choice). */
  complete: boolean;
  /** Run by `.ci/run` on a fresh clone (it sets CUE_FRESH_CLONE=1). */
  freshClone: boolean;
  machine: Machine;
  loadAtEnd: string;
  checks: CheckResult[];
}
