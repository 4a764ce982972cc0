/**
 * What the load test counts per kind of request: how many, how long each took (request sent to body read), how
 * many failed and how many of those were 5xx answers; summarised as p50/p95/max. Memory stays bounded: one number
 * per request, and a run makes at most a few hundred requests per user.
 */
import { percentile } from './stats';

export interface KindSummary {
  kind: string;
  count: number;
  /** Answers outside 2xx/3xx, network errors and timeouts (5xx included). */
  errors: number;
  serverErrors: number;
  p50: number;
  p95: number;
  max: number;
  /** The first few failures, as `status method path`, to say what went wrong. */
  examples: string[];
}

const MAX_EXAMPLES = 5;

interface KindRecord {
  durations: number[];
  errors: number;
  serverErrors: number;
  examples: string[];
}

export class LoadStats {
  private readonly kinds = new Map<string, KindRecord>();

  private record(kind: string): KindRecord {
    let record = this.kinds.get(kind);
    if (!record) this.kinds.set(kind, (record = { durations: [], errors: 0, serverErrors: 0, examples: [] }));
    return record;
  }

  /** One finished request: its duration, and its HTTP status (undefined when it never got an answer). */
  add(kind: string, milliseconds: number, status: number | undefined, what: string): void {
    const record = this.record(kind);
    record.durations.push(milliseconds);
    const failed = status === undefined || status >= 400;
    if (!failed) return;
    record.errors += 1;
    if (status !== undefined && status >= 500) record.serverErrors += 1;
    if (record.examples.length < MAX_EXAMPLES) record.examples.push(`${status ?? 'no answer'} ${what}`);
  }

  get serverErrors(): number {
    return [...this.kinds.values()].reduce((sum, record) => sum + record.serverErrors, 0);
  }

  get requests(): number {
    return [...this.kinds.values()].reduce((sum, record) => sum + record.durations.length, 0);
  }

  /** Every kind seen, in the order first seen. */
  summary(): KindSummary[] {
    return [...this.kinds].map(([kind, record]) => ({
      kind,
      count: record.durations.length,
      errors: record.errors,
      serverErrors: record.serverErrors,
      p50: percentile(record.durations, 0.5),
      p95: percentile(record.durations, 0.95),
      max: percentile(record.durations, 1),
      examples: record.examples,
    }));
  }
}
