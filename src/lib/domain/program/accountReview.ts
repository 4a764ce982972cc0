/**
 * The program office's review of musician accounts (docs/product.md, "The program office"): which decision applies
 * to which status. Shared by the office's console (which offers only the decisions that apply) and the provider
 * (which refuses the others with 409 `ACCOUNT_STATUS_CONFLICT`).
 */
import type { MusicianAccountDecision, UserStatus } from '../../api/generated/types.gen';

export type AccountAction = MusicianAccountDecision['action'];

const MOVES: Record<AccountAction, Partial<Record<UserStatus, UserStatus>>> = {
  approve: { PENDING: 'APPROVED', REJECTED: 'APPROVED' },
  reject: { PENDING: 'REJECTED' },
  revoke: { APPROVED: 'REVOKED' },
};

/** The status an account has after `action`, or undefined when the action does not apply to `status`. */
export const accountStatusAfter = (status: UserStatus, action: AccountAction): UserStatus | undefined => MOVES[action][status];

/** The decisions the office may make on an account of `status`, in the order the console offers them. */
export const actionsFor = (status: UserStatus): AccountAction[] => (['approve', 'reject', 'revoke'] as const).filter((action) => accountStatusAfter(status, action));
