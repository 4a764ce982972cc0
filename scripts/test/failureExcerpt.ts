/**
 * What `npm test` prints again at its very end for a check that failed: CI shows only the tail of a run, and the
 * failing check's own output may have been printed half an hour earlier, beside other lanes.
 */

/** Where a runner's account of its failures starts: vitest's, then cucumber's (its summary's, as the progress formatter prints it). */
const FAILURE_MARKERS = [/⎯ Failed Tests \d+ ⎯/, /^Failed scenarios:$/];
const MAX_LINES = 200;
/** A failing test's heading: vitest's `FAIL  file > name`, cucumber's `1) name # features/x.feature:12`. */
const FAILED_TEST = /^(FAIL\s|\d+\) .+ # \S+\.feature:\d+$)/;
const MAX_NAMED = 8;
const TAIL_LINES = 60;

// eslint-disable-next-line no-control-regex -- the colour codes runners write
const ANSI = /\u001b\[[0-9;]*[A-Za-z]/g;

/**
 * The failures a check's output names, without colour codes: from the runner's failure heading on (at most 200
 * lines, then how many were left out), else its last 60 lines.
 */
export function failureExcerpt(output: string): string {
  const lines = plainLines(output);
  const start = lines.findIndex((line) => FAILURE_MARKERS.some((marker) => marker.test(line.trim())));
  const from = start >= 0 ? start : Math.max(0, lines.length - TAIL_LINES);
  const excerpt = lines.slice(from, from + MAX_LINES);
  const leftOut = lines.length - from - excerpt.length;
  return [...excerpt, ...(leftOut > 0 ? [`… ${leftOut} more lines`] : [])].join('\n');
}

/**
 * The failing tests a check's output names, each with the first line after its heading (the error), at most 8:
 * short enough for the last lines of a CI log.
 */
export function failedTestNames(output: string): string[] {
  const lines = plainLines(output).map((line) => line.trim());
  const named: string[] = [];
  lines.forEach((line, index) => {
    if (!FAILED_TEST.test(line)) return;
    const error = lines.slice(index + 1).find((next) => next !== '');
    named.push(error && !FAILED_TEST.test(error) ? `${line}\n    ${error}` : line);
  });
  const unique = [...new Set(named)];
  return unique.length > MAX_NAMED ? [...unique.slice(0, MAX_NAMED), `… ${unique.length - MAX_NAMED} more`] : unique;
}

function plainLines(output: string): string[] {
  return output.replace(ANSI, '').replace(/\r\n?/g, '\n').trimEnd().split('\n');
}
