/** A failure injected into one operation by the mock control (tests, demos, the developer panel). */
export type Fault =
  | { kind: 'status'; status: number }
  | { kind: 'network' }
  | { kind: 'delay'; ms: number }
  /**
   * Cuts the connection of a streamed request body after this many body bytes (tus `appendUploadChunk`):
   * the bytes before the cut are kept, as when a real connection drops midway.
   */
  | { kind: 'cut'; afterBytes: number };

/** Faults applied while a request body streams in, not before the handler runs. */
const isStreamFault = (fault: Fault): fault is Extract<Fault, { kind: 'cut' }> => fault.kind === 'cut';

export interface FaultRule {
  operationId: string;
  fault: Fault;
  /** How many requests it applies to; undefined = until cleared. */
  times?: number;
}

export function createFaultRegistry() {
  let rules: FaultRule[] = [];
  return {
    add(rule: FaultRule) {
      rules = rules.filter((existing) => existing.operationId !== rule.operationId).concat({ ...rule });
    },
    clear(operationId?: string) {
      rules = operationId ? rules.filter((rule) => rule.operationId !== operationId) : [];
    },
    list(): FaultRule[] {
      return rules.map((rule) => ({ ...rule }));
    },
    /** The fault for this request before its handler runs, if any; counts it down. Leaves `cut` faults alone. */
    take(operationId: string): Fault | undefined {
      return this.takeWhere(operationId, (fault) => !isStreamFault(fault));
    },
    /** The byte count after which this request's body is cut (a `cut` fault), if any; counts it down. */
    takeCut(operationId: string): number | undefined {
      const fault = this.takeWhere(operationId, isStreamFault);
      return fault && isStreamFault(fault) ? fault.afterBytes : undefined;
    },
    takeWhere(operationId: string, applies: (fault: Fault) => boolean): Fault | undefined {
      const rule = rules.find((candidate) => candidate.operationId === operationId && applies(candidate.fault));
      if (!rule) return undefined;
      if (rule.times !== undefined) {
        rule.times -= 1;
        if (rule.times <= 0) rules = rules.filter((candidate) => candidate !== rule);
      }
      return rule.fault;
    },
  };
}

export type FaultRegistry = ReturnType<typeof createFaultRegistry>;
