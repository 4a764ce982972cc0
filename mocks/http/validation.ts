import type * as z from 'zod';
import type { FieldError } from '../../src/lib/api/generated/types.gen';
import { ApiProblem } from './problem';

type AnySchema = z.ZodType;

/** The type name under optional/default/nullable wrappers (`number`, `string`, `array`, ...). */
function baseDef(schema: AnySchema): { type: string; element?: AnySchema } {
  let def = (schema as any)._zod.def;
  while (def.type === 'optional' || def.type === 'default' || def.type === 'nullable') def = def.innerType._zod.def;
  return { type: def.type, element: def.element };
}

function coerceScalar(value: string, schema: AnySchema | undefined): unknown {
  if (!schema) return value;
  const type = baseDef(schema).type;
  if ((type === 'number' || type === 'int') && /^-?\d+(\.\d+)?$/.test(value)) return Number(value);
  if (type === 'boolean' && (value === 'true' || value === 'false')) return value === 'true';
  return value;
}

/**
 * Turns text inputs (query string, headers, path params) into the types an object schema expects,
 * so the generated zod schemas can validate them. Unknown keys are left out.
 */
export function coerceTextInputs(schema: AnySchema, read: (key: string) => string[]): Record<string, unknown> {
  const shape: Record<string, AnySchema> = (schema as any)._zod.def.shape ?? {};
  const out: Record<string, unknown> = {};
  for (const [key, fieldSchema] of Object.entries(shape)) {
    const values = read(key);
    if (values.length === 0) continue;
    const { type, element } = baseDef(fieldSchema);
    out[key] = type === 'array' ? values.map((value) => coerceScalar(value, element)) : coerceScalar(values[0]!, fieldSchema);
  }
  return out;
}

export function toFieldErrors(issues: z.core.$ZodIssue[]): FieldError[] {
  return issues.map((issue) => ({ field: issue.path.map(String).join('.') || '(root)', code: issue.code, message: issue.message }));
}

/** Parses input with a schema or throws 400 INVALID_REQUEST with one field error per broken rule. */
export function parseOrProblem<S extends AnySchema>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  throw new ApiProblem(400, 'INVALID_REQUEST', undefined, toFieldErrors(result.error.issues));
}

/** Every text with the blanks around it removed, everywhere in a JSON value. */
export function trimTexts(value: unknown): unknown {
  if (typeof value === 'string') return value.trim();
  if (Array.isArray(value)) return value.map(trimTexts);
  if (value !== null && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, trimTexts(item)]));
  return value;
}

/**
 * Parses a JSON body like `parseOrProblem`, and also with its texts trimmed: the provider stores texts trimmed,
 * so a name of blanks ("   ") or a nickname that is one character once trimmed (" a ") breaks the contract's
 * `minLength` as surely as an empty one. Answers the body as sent (handlers trim what they store).
 */
export function parseBodyOrProblem<S extends AnySchema>(schema: S, input: unknown): z.output<S> {
  const data = parseOrProblem(schema, input);
  const trimmed = schema.safeParse(trimTexts(input));
  if (!trimmed.success) throw new ApiProblem(400, 'INVALID_REQUEST', undefined, toFieldErrors(trimmed.error.issues));
  return data;
}
