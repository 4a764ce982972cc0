import { isApiError } from '../api/errorMessages';

/**
 * The fields a failed call names (`fieldErrors`, a 400's or a 422's), as a form's own field names with the rule
 * each broke: the first rule of each field, in the provider's order. `fields` maps the provider's (dotted) names
 * to the form's; a field the form does not know is left out (the form tells the call's message instead).
 */
export function serverFieldErrors<F extends string>(error: unknown, fields: Readonly<Record<string, F>>): Array<{ field: F; code: string }> {
  if (!isApiError(error)) return [];
  const found = new Map<F, string>();
  for (const { field, code } of error.fieldErrors ?? []) {
    const name = fields[field] ?? fields[field.replace(/\[\d+\]$|\.\d+$/, '')];
    if (name !== undefined && !found.has(name)) found.set(name, code);
  }
  return [...found].map(([field, code]) => ({ field, code }));
}
