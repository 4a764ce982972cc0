/** A failure injected into one operation by the mock control (tests, demos, the developer panel). */
export type Fault =
  | { kind: 'status'; status: number }
  | { kind: 'network' }
  | { kind: 'delay'; ms: number };

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
    /** The fault for this request, if any; counts it down. */
    take(operationId: string): Fault | undefined {
      const rule = rules.find((candidate) => candidate.operationId === operationId);
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
