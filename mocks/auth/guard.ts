import type { AuthorityType } from '../../src/lib/api/generated/types.gen';
import type { MockContext } from '../context';
import type { UserRecord } from '../db/database';
import { problem } from '../http/problem';
import { userForAccessToken } from './tokens';

/** The bearer token of a request, if it carries one. */
export function bearerToken(request: Request): string | undefined {
  const header = request.headers.get('authorization') ?? '';
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match?.[1];
}

/** The caller, or null for anonymous calls. A token that is present but invalid still answers 401. */
export function optionalUser(ctx: MockContext, request: Request): UserRecord | null {
  const token = bearerToken(request);
  return token ? userForAccessToken(ctx, token) : null;
}

/** The caller, who must be logged in and, when roles are given, hold one of them. */
export function requireUser(ctx: MockContext, request: Request, roles?: AuthorityType[]): UserRecord {
  const token = bearerToken(request);
  if (!token) throw problem(401, 'UNAUTHORIZED');
  const user = userForAccessToken(ctx, token);
  if (roles && !roles.includes(user.authorityType)) {
    throw problem(403, roles.includes('ROLE_MUSICIAN') ? 'MUSICIAN_ONLY' : 'FORBIDDEN');
  }
  return user;
}

export const requireMusician = (ctx: MockContext, request: Request) => requireUser(ctx, request, ['ROLE_MUSICIAN']);
