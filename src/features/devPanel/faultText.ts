import type { TFunction } from 'i18next';
import type { Fault, FaultRule } from '../../../mocks/control/client';

/** "status 503", "network error", "delay 2000 ms", "connection cut after 1000 bytes". */
export function describeFault(fault: Fault, t: TFunction<'devPanel'>): string {
  switch (fault.kind) {
    case 'status':
      return t('faults.status', { status: fault.status });
    case 'network':
      return t('faults.network');
    case 'delay':
      return t('faults.delay', { ms: fault.ms });
    case 'cut':
      return t('faults.cut', { bytes: fault.afterBytes });
  }
}

/** "2 more times" or "until cleared". */
export function describeTimes(times: number | undefined, t: TFunction<'devPanel'>): string {
  return times === undefined ? t('faults.untilCleared') : t('faults.times', { count: times });
}

/** "status 503, 2 more times". */
export function describeRule(rule: Pick<FaultRule, 'fault' | 'times'>, t: TFunction<'devPanel'>): string {
  return `${describeFault(rule.fault, t)}, ${describeTimes(rule.times, t)}`;
}
