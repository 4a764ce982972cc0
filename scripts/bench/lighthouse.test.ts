import type { Result } from 'lighthouse';
import { describe, expect, it } from 'vitest';
import { ROUTES, routeRow } from './lighthouse';

/** A Lighthouse result with only what the row reads: category scores (0-1) and metric values. */
function fakeRun(
  scores: { performance: number; accessibility?: number; bestPractices?: number },
  metrics: { fcp?: number; lcp: number; tbt: number; cls: number },
): Result {
  const category = (value: number) => ({ score: value / 100 });
  const audit = (numericValue: number) => ({ numericValue });
  return {
    categories: {
      performance: category(scores.performance),
      accessibility: category(scores.accessibility ?? 100),
      'best-practices': category(scores.bestPractices ?? 100),
    },
    audits: {
      'first-contentful-paint': audit(metrics.fcp ?? 800),
      'largest-contentful-paint': audit(metrics.lcp),
      'total-blocking-time': audit(metrics.tbt),
      'cumulative-layout-shift': audit(metrics.cls),
    },
  } as unknown as Result;
}

const home = ROUTES.find((route) => route.name === 'home')!;
const search = ROUTES.find((route) => route.name === 'search')!;

describe('the Lighthouse bench rows', () => {
  it('has a row per route of the issue: home, search with a query, musician list, a musician, notices, a shared shortlist', () => {
    expect(ROUTES.map((route) => route.name)).toEqual(['home', 'search', 'musician list', 'musician', 'notice list', 'shared shortlist']);
    expect(search.path({ shareToken: 't' })).toMatch(/^\/search-details\?q=.+/);
    expect(ROUTES.at(-1)!.path({ shareToken: 'tok' })).toBe('/s/tok');
  });

  it('judges the home page by the median of its runs: performance 95, LCP 2 s, TBT 200 ms, CLS 0.02, a11y and best practices 100', () => {
    const good = [
      fakeRun({ performance: 96 }, { lcp: 1800, tbt: 120, cls: 0.01 }),
      fakeRun({ performance: 97 }, { lcp: 1700, tbt: 90, cls: 0 }),
      fakeRun({ performance: 80 }, { lcp: 4000, tbt: 600, cls: 0.3 }),
    ];
    const row = routeRow(home, good);
    expect(row.verdict).toBe('pass');
    expect(row.benchmark).toBe('lighthouse: home (median of 3)');
    expect(row.value).toBe('perf 96, a11y 100, best practices 100; FCP 0.80 s, LCP 1.80 s, TBT 120 ms, CLS 0.010');
    expect(row.target).toBe('perf >= 95, LCP <= 2.00 s, TBT <= 200 ms, CLS <= 0.020, a11y, best practices >= 100');

    const slowPaint = routeRow(home, [fakeRun({ performance: 96 }, { lcp: 2100, tbt: 100, cls: 0 })]);
    expect(slowPaint.verdict).toBe('miss');
    expect(slowPaint.misses).toEqual(['LCP 2.10 s > 2.00 s']);
    const shifted = routeRow(home, [fakeRun({ performance: 99, accessibility: 96 }, { lcp: 1000, tbt: 100, cls: 0.05 })]);
    expect(shifted.misses).toEqual(['a11y 96 < 100', 'CLS 0.050 > 0.020']);
  });

  it('judges other routes by performance 90 and 100 for accessibility and best practices, metrics shown only', () => {
    expect(routeRow(search, [fakeRun({ performance: 91 }, { lcp: 3500, tbt: 400, cls: 0.1 })]).verdict).toBe('pass');
    const row = routeRow(search, [fakeRun({ performance: 89, bestPractices: 96 }, { lcp: 1000, tbt: 0, cls: 0 })]);
    expect(row.verdict).toBe('miss');
    expect(row.misses).toEqual(['perf 89 < 90', 'best practices 96 < 100']);
    expect(row.target).toBe('perf >= 90, a11y, best practices >= 100');
  });
});
