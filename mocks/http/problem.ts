import type { ApiError, ErrorCode, FieldError } from '../../src/lib/api/generated/types.gen';

/** Developer-facing English messages; the app shows its own translation of the code. */
const defaultMessages: Partial<Record<ErrorCode, string>> = {
  INVALID_REQUEST: 'Please check your input information.',
  INVALID_CREDENTIALS: 'ID or password does not match. Please check and try again.',
  APPROVAL_PENDING: 'Your approval is pending. You can use the service after approval.',
  SERVER_ERROR: 'A server error occurred. Please try again later.',
  MUSICIAN_PROFILE_NOT_REGISTERED: 'Musician information is not registered. Please go back to step 1',
  UNAUTHORIZED: 'Authentication required. Please log in again.',
  TOKEN_EXPIRED: 'The access token has expired.',
  FORBIDDEN: 'You are not allowed to do this.',
};

/** A failure a handler throws; the operation wrapper turns it into the contract's `ApiError` response. */
export class ApiProblem extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCode,
    message?: string,
    readonly fieldErrors?: FieldError[],
    readonly headers: Record<string, string> = {},
    /** More of the error body: `retryAfterSeconds` of a 429. */
    readonly details: Pick<ApiError, 'retryAfterSeconds'> = {},
  ) {
    super(message ?? defaultMessages[code] ?? code);
  }

  toBody(): ApiError {
    const body: ApiError = { status: this.status, code: this.code, message: this.message, data: false };
    if (this.fieldErrors?.length) body.fieldErrors = this.fieldErrors;
    if (this.details.retryAfterSeconds !== undefined) body.retryAfterSeconds = this.details.retryAfterSeconds;
    return body;
  }
}

export const problem = (status: number, code: ErrorCode, message?: string) => new ApiProblem(status, code, message);

export function errorResponse(error: ApiProblem): Response {
  return Response.json(error.toBody(), { status: error.status, headers: error.headers });
}
