import type { BrowserContext } from 'playwright-core';
import { describeCspViolation, recordCspViolations, type CspViolation } from '../../features/support/guards';

/** The Content-Security-Policy violations one browser context saw, as the browser tests read them. */
export interface CspGuard {
  /** Every violation so far (live). */
  readonly violations: CspViolation[];
  /** Main-frame documents loaded so far. */
  readonly documents: string[];
  /** The violations as readable lines, for `expect(guard.report()).toEqual([])`. */
  report(): string[];
}

/**
 * Starts recording CSP violations in every page of `context` (the same recorder as the Gherkin specs'
 * guards): call it before the pages you check navigate, and expect `report()` to be empty at the end.
 */
export async function guardCsp(context: BrowserContext): Promise<CspGuard> {
  const violations: CspViolation[] = [];
  const documents: string[] = [];
  await recordCspViolations(context, {
    onViolation: (violation) => violations.push(violation),
    onDocument: (url) => documents.push(url),
  });
  return { violations, documents, report: () => violations.map(describeCspViolation) };
}
