import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

/** The WCAG 2.0, 2.1 and 2.2 level A and AA rules of axe-core (issue 7; Lighthouse runs the same engine). */
export const WCAG_AA_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'] as const;

/**
 * Rules Lighthouse 13 weighs in its accessibility score that axe files as best practice rather than WCAG A/AA
 * (Lighthouse must score 100 too): axe runs them beside the WCAG rules.
 */
export const LIGHTHOUSE_BEST_PRACTICE_RULES = [
  'accesskeys',
  'aria-dialog-name',
  'aria-text',
  'aria-treeitem-name',
  'heading-order',
  'landmark-one-main',
  'presentation-role-conflict',
  'skip-link',
  'tabindex',
] as const;

/** One rule broken on a page: where, how badly, and what axe says would fix it. */
export interface AxeFinding {
  rule: string;
  impact: string;
  /** `WCAG` for the A/AA rules, `best practice (Lighthouse)` for the others. */
  kind: string;
  help: string;
  /** One entry per offending element: its selector, its markup (shortened) and axe's summary of the cause. */
  nodes: Array<{ selector: string; html: string; why: string }>;
}

interface AxeNodeResult {
  target: unknown[];
  html: string;
  failureSummary?: string;
}

interface AxeRuleResult {
  id: string;
  impact?: string | null;
  help: string;
  tags: string[];
  nodes: AxeNodeResult[];
}

const oneLine = (text: string, max: number) => {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
};

/** axe-core's minified build: half the size of `axe.source`, so each page parses it twice as fast. */
export const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/**
 * Puts axe-core into the page. The app's server sends `script-src 'self'`, so an inline `<script>` would be
 * refused; Playwright's `evaluate` runs through the DevTools protocol, which the page's CSP does not govern.
 * A page keeps it until the next full load.
 */
export async function injectAxe(page: Page): Promise<void> {
  if (await page.evaluate(() => 'axe' in window)) return;
  await page.evaluate(AXE_SOURCE);
}

/** Runs the WCAG A/AA rules over the whole document as it is now; answers the violations. */
export async function scanPage(page: Page): Promise<AxeFinding[]> {
  await injectAxe(page);
  const violations = await page.evaluate(
    async ({ tags, extraRules }) => {
      const engine = (window as unknown as { axe: { run: (context: Document, options: object) => Promise<{ violations: unknown[] }> } }).axe;
      const rules = Object.fromEntries(extraRules.map((rule) => [rule, { enabled: true }]));
      const result = await engine.run(document, { runOnly: { type: 'tag', values: tags }, rules, resultTypes: ['violations'] });
      return result.violations as AxeRuleResult[];
    },
    { tags: [...WCAG_AA_TAGS], extraRules: [...LIGHTHOUSE_BEST_PRACTICE_RULES] },
  );
  return violations.map((violation) => ({
    rule: violation.id,
    impact: violation.impact ?? 'unknown',
    kind: violation.tags.some((tag) => (WCAG_AA_TAGS as readonly string[]).includes(tag)) ? 'WCAG' : 'best practice (Lighthouse)',
    help: violation.help,
    nodes: violation.nodes.map((node) => ({
      selector: node.target.map((part) => (Array.isArray(part) ? part.join(' >>> ') : String(part))).join(' '),
      html: oneLine(node.html, 160),
      why: oneLine(node.failureSummary ?? '', 300),
    })),
  }));
}

/**
 * A finding as one readable line per offending element, led by where it was seen, e.g.
 * `/faq [en, musician, dark, an item open] color-contrast (serious) at .app-x > a: <a ...> | Fix any of: ...`.
 */
export function describeFindings(where: string, findings: AxeFinding[]): string[] {
  return findings.flatMap((finding) =>
    finding.nodes.map((node) => `${where} ${finding.rule} (${finding.kind}, ${finding.impact}: ${finding.help}) at ${node.selector}: ${node.html} | ${node.why}`),
  );
}
