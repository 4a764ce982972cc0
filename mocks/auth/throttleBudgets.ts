import type { MockSettings } from '../context';
import type { ThrottledAction, ThrottleLimits } from './attemptThrottle';

/** The budgets each throttled action has under the settings (read on every attempt, so mock control changes them at once). */
export const throttleBudgets =
  (settings: MockSettings) =>
  (action: ThrottledAction): readonly ThrottleLimits[] => {
    switch (action) {
      case 'login':
      case 'passwordReset':
        return [{ attempts: settings.throttleAttempts, windowSeconds: settings.throttleWindowSeconds }];
      case 'availabilityCheck':
        return settings.clientCheckBudgets;
      case 'clientLoginFailure':
        return settings.clientLoginFailureBudgets;
    }
  };
