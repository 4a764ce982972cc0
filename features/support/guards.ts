import type { BrowserContext, Page } from 'playwright-core';

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

export function isLocalUrl(url: string): boolean {
  const { protocol, hostname } = new URL(url);
  return protocol === 'data:' || protocol === 'blob:' || LOCAL_HOSTS.has(hostname);
}

/** One Content-Security-Policy violation, as the document reported it (`securitypolicyviolation`). */
export interface CspViolation {
  /** The directive that blocked it: `script-src-elem` (inline script), `script-src-attr` (handler), `script-src` (eval)... */
  directive: string;
  /** What was blocked: a URL, `inline` or `eval`. */
  blockedUri: string;
  /** Where: the document or script and the line. */
  source: string;
  /** The first characters of the blocked code, when the policy allows a sample. */
  sample: string;
  /** The document the violation happened in. */
  page: string;
  /** `enforce` (blocked) or `report` (report-only policy). */
  disposition: string;
}

/** What the recorder hears: documents loaded in the main frame, and violations in any frame. */
export interface CspListener {
  onViolation(violation: CspViolation): void;
  onDocument?(url: string): void;
}

const CSP_BINDING = '__cueCspReport';

/**
 * Runs in every frame before the page's own scripts. Playwright injects it through DevTools
 * (`Page.addScriptToEvaluateOnNewDocument`), so the page's policy does not apply to it, and the binding it
 * calls is a DevTools binding, not a network request the policy could block (e2e/cspGuard.test.ts proves both).
 */
function listenForCspViolations(binding: string): void {
  const report = (window as unknown as Record<string, (message: unknown) => void>)[binding];
  if (typeof report !== 'function') return;
  // A new page's first, empty document (about:blank) is not a page load.
  if (window === window.top && location.protocol.startsWith('http')) report({ kind: 'document', url: location.href });
  document.addEventListener(
    'securitypolicyviolation',
    (event) => {
      report({
        kind: 'violation',
        violation: {
          directive: event.effectiveDirective || event.violatedDirective,
          blockedUri: event.blockedURI,
          source: `${event.sourceFile || event.documentURI}:${event.lineNumber}:${event.columnNumber}`,
          sample: event.sample,
          page: event.documentURI,
          disposition: event.disposition,
        },
      });
    },
    true,
  );
}

type CspMessage = { kind: 'document'; url: string } | { kind: 'violation'; violation: CspViolation };

/**
 * Hears every CSP violation of every page of the context (call before the first navigation of a page you
 * watch: documents loaded earlier are not watched).
 */
export async function recordCspViolations(context: BrowserContext, listener: CspListener): Promise<void> {
  await context.exposeBinding(CSP_BINDING, (_source, message: CspMessage) => {
    if (message.kind === 'document') listener.onDocument?.(message.url);
    else listener.onViolation(message.violation);
  });
  await context.addInitScript(listenForCspViolations, CSP_BINDING);
}

export const describeCspViolation = (violation: CspViolation): string =>
  `CSP violation (${violation.disposition}): ${violation.directive} blocked ${violation.blockedUri || '(nothing named)'} at ${violation.source}` +
  (violation.sample ? ` "${violation.sample}"` : '');

/** What the guards saw over the whole run of this cucumber worker (printed by the AfterAll hook). */
export interface GuardTotals {
  scenarios: number;
  /** Documents loaded in a main frame (full page loads, reloads included). */
  documents: number;
  /** Main-frame navigations, client-side route changes included. */
  navigations: number;
  /** Distinct paths the pages were at. */
  paths: Set<string>;
  cspViolations: number;
}

const totals: GuardTotals = { scenarios: 0, documents: 0, navigations: 0, paths: new Set(), cspViolations: 0 };

export function guardTotals(): Readonly<GuardTotals> {
  return totals;
}

/** Counts a scenario in the run's totals. */
export function countScenario(): void {
  totals.scenarios += 1;
}

/**
 * Records what must fail a scenario: a request for another machine (which the browser's flags make fail), an uncaught page error,
 * a console error, a Content-Security-Policy violation. The After hook fails the scenario when anything
 * was recorded.
 */
export async function guardContext(context: BrowserContext, problems: string[] | (() => string[])): Promise<void> {
  const record = (problem: string) => (typeof problems === 'function' ? problems() : problems).push(problem);
  // The browser's flags send such a request to a proxy where nothing listens (CHROMIUM_FLAGS): it fails there.
  context.on('request', (request) => {
    const url = request.url();
    if (!isLocalUrl(url)) record(`request left localhost: ${request.method()} ${url}`);
  });
  await recordCspViolations(context, {
    onViolation(violation) {
      totals.cspViolations += 1;
      record(describeCspViolation(violation));
    },
    onDocument(url) {
      // The harness's own blank documents (keptContext.ts checks storage on one) are not page loads of the app.
      if (!new URL(url).pathname.startsWith('/__cue-')) totals.documents += 1;
    },
  });
  const watch = (page: Page) => {
    page.on('pageerror', (error) => record(`page error: ${error.message}`));
    page.on('console', (message) => {
      if (message.type() === 'error') record(`console error: ${message.text()} (${message.location().url})`);
    });
    page.on('framenavigated', (frame) => {
      if (frame !== page.mainFrame()) return;
      totals.navigations += 1;
      if (isLocalUrl(frame.url())) totals.paths.add(new URL(frame.url()).pathname);
    });
  };
  context.on('page', watch);
}
