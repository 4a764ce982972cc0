/**
 * Leaves out of a stylesheet the style rules no element of a page can match because each of their selectors
 * names a class the page does not have (`.bp6-dialog .bp6-button` on a page without a dialog), before beasties
 * matches what is left against the page's markup: most of Blueprint's rules go, and with them most of the
 * selector matching a critical-CSS run costs. Only such rules go; beasties still decides about every other one,
 * so the critical CSS is the same. Classes inside a functional pseudo-class (`:not(.x)`, `:is(.a, .b)`) are not
 * required, and a selector with an escape (`.a\:b`) is always kept. At-rules keep their kind: blocks of rules
 * (`@media`, `@supports`, `@layer`, `@container`) are pruned inside (and dropped when nothing is left), others
 * (`@font-face`, `@keyframes`, `@property`, `@import`) are kept as written.
 */

const RULE_BLOCKS = /^@(?:media|supports|layer|container|document)\b/i;

/** Whether `selector` could match an element of a page that has only the classes in `classes`. */
function couldMatch(selector: string, classes: ReadonlySet<string>): boolean {
  if (selector.includes('\\')) return true;
  let depth = 0;
  let outside = '';
  for (const char of selector) {
    if (char === '(') depth += 1;
    else if (char === ')') depth = Math.max(0, depth - 1);
    else if (depth === 0) outside += char;
  }
  for (const [, name] of outside.replace(/\[[^\]]*\]/g, '').matchAll(/\.(-?[_a-zA-Z][-\w]*)/g)) {
    if (!classes.has(name!)) return false;
  }
  return true;
}

/** The selectors of a rule's prelude, split at the commas outside parentheses and brackets. */
function selectorsOf(prelude: string): string[] {
  const selectors: string[] = [];
  let depth = 0;
  let start = 0;
  for (let at = 0; at < prelude.length; at++) {
    const char = prelude[at];
    if (char === '(' || char === '[') depth += 1;
    else if (char === ')' || char === ']') depth -= 1;
    else if (char === ',' && depth === 0) {
      selectors.push(prelude.slice(start, at));
      start = at + 1;
    }
  }
  selectors.push(prelude.slice(start));
  return selectors;
}

/** Where the block opened at `open` (the index of its `{`) closes, skipping strings and comments; -1 if never. */
function blockEnd(css: string, open: number): number {
  let depth = 0;
  for (let at = open; at < css.length; at++) {
    const char = css[at];
    if (char === '"' || char === "'") {
      at = stringEnd(css, at);
      if (at < 0) return -1;
    } else if (char === '/' && css[at + 1] === '*') {
      at = css.indexOf('*/', at + 2);
      if (at < 0) return -1;
      at += 1;
    } else if (char === '{') depth += 1;
    else if (char === '}' && --depth === 0) return at;
  }
  return -1;
}

function stringEnd(css: string, quote: number): number {
  for (let at = quote + 1; at < css.length; at++) {
    if (css[at] === '\\') at += 1;
    else if (css[at] === css[quote]) return at;
  }
  return -1;
}

/** The stylesheet without the rules that cannot match a page with these classes (see above). */
export function withoutUnmatchableRules(css: string, classes: ReadonlySet<string>): string {
  let kept = '';
  let at = 0;
  while (at < css.length) {
    // Comments and blanks between rules go.
    const rest = css.slice(at).match(/^(?:\s+|\/\*[\s\S]*?\*\/)+/);
    if (rest) {
      at += rest[0].length;
      continue;
    }
    const open = css.indexOf('{', at);
    const semicolon = css.indexOf(';', at);
    if (open < 0 || (semicolon >= 0 && semicolon < open && css[at] === '@')) {
      // A statement at-rule (`@import ...;`, `@charset ...;`), or what is left after the last block.
      const end = semicolon < 0 ? css.length : semicolon + 1;
      kept += css.slice(at, end);
      at = end;
      continue;
    }
    const close = blockEnd(css, open);
    if (close < 0) return kept + css.slice(at); // not understood: kept whole, beasties decides
    const prelude = css.slice(at, open).trim();
    const block = css.slice(open + 1, close);
    if (prelude.startsWith('@')) {
      if (RULE_BLOCKS.test(prelude)) {
        const inner = withoutUnmatchableRules(block, classes);
        if (inner.trim() !== '') kept += `${prelude}{${inner}}`;
      } else kept += `${prelude}{${block}}`;
    } else if (selectorsOf(prelude).some((selector) => couldMatch(selector, classes))) {
      kept += `${prelude}{${block}}`;
    }
    at = close + 1;
  }
  return kept;
}

/** Every class name the page's markup uses. */
export function classesOf(html: string): Set<string> {
  const classes = new Set<string>();
  for (const [, list] of html.matchAll(/\sclass(?:Name)?="([^"]*)"/gi)) for (const name of list!.split(/\s+/)) if (name) classes.add(name);
  return classes;
}
