import { isApiError } from './errorMessages';

/**
 * The rule a failed call names for one field of its request (`fieldErrors[].code`, e.g. `invalid_characters` for
 * `nickName`), so a form can show its own translated message under that field. The first rule wins.
 */
export function fieldRuleOf(error: unknown, field: string): string | undefined {
  if (!isApiError(error)) return undefined;
  return error.fieldErrors?.find((fieldError) => fieldError.field === field)?.code;
}
