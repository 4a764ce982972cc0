import fc from 'fast-check';
import * as z from 'zod';

/**
 * Valid and invalid inputs for one part of a request (JSON body, path, query or headers), generated from the
 * contract's own zod schema (through its JSON Schema form), for fuzzing the mock provider. An invalid input
 * breaks one rule at one place: a wrong type, a missing required field, a string over its maximum or under its
 * minimum, a broken pattern, a value outside its enum, extra nesting, a huge, negative or fractional number,
 * too many or too few items, or blanks where a text is required.
 */

export interface JsonSchema {
  type?: string;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  allOf?: JsonSchema[];
  /** A nullable value (`z.int().nullable()` is `anyOf: [{ type: integer }, { type: null }]`). */
  anyOf?: JsonSchema[];
  /** A union of object shapes (`z.discriminatedUnion`, e.g. a schedule change: place, move, swap or cancel). */
  oneOf?: JsonSchema[];
  minimum?: number;
  maximum?: number;
  enum?: unknown[];
  const?: unknown;
  format?: string;
}

export const jsonSchemaOf = (schema: z.ZodType): JsonSchema => z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;

/** Every string with the blanks around it removed, everywhere in a value (what the provider stores). */
export function trimStrings(value: unknown): unknown {
  if (typeof value === 'string') return value.trim();
  if (Array.isArray(value)) return value.map(trimStrings);
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, trimStrings(item)]));
  return value;
}

/** Valid for the contract, and still valid once its texts are trimmed (a blank name is no name). */
export const isValidInput = (schema: z.ZodType, value: unknown): boolean => schema.safeParse(value).success && schema.safeParse(trimStrings(value)).success;

const patternsOf = (schema: JsonSchema): string[] =>
  [schema.pattern, ...(schema.allOf ?? []).map((part) => part.pattern)].filter((pattern): pattern is string => Boolean(pattern));

function validString(schema: JsonSchema): fc.Arbitrary<string> {
  const [pattern] = patternsOf(schema);
  const plain = fc.string({ unit: 'grapheme', minLength: Math.max(1, schema.minLength ?? 0), maxLength: Math.min(schema.maxLength ?? 20, 20) });
  if (!pattern) return plain;
  if (pattern === '^https?:\\/\\/') return fc.webUrl();
  try {
    return fc.stringMatching(new RegExp(pattern));
  } catch {
    // Look-ahead patterns (the password's): draw from the characters such patterns allow.
    return fc.string({ unit: fc.constantFrom(...'abcXYZ0123456789!?@_-'), minLength: schema.minLength ?? 1, maxLength: Math.min(schema.maxLength ?? 20, 20) });
  }
}

/** A value the JSON Schema accepts (not yet filtered through zod's extra checks such as `z.url()`). */
export function validValue(schema: JsonSchema): fc.Arbitrary<unknown> {
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  if (schema.anyOf?.length) return fc.oneof(...schema.anyOf.map(validValue));
  if (schema.oneOf?.length) return fc.oneof(...schema.oneOf.map(validValue));
  switch (schema.type) {
    case 'null':
      return fc.constant(null);
    case 'object': {
      const properties = schema.properties ?? {};
      const arbitraries = Object.fromEntries(Object.entries(properties).map(([key, child]) => [key, validValue(child)]));
      return fc.record(arbitraries, { requiredKeys: schema.required ?? [] });
    }
    case 'array':
      return fc.array(validValue(schema.items ?? {}), { minLength: schema.minItems ?? 0, maxLength: Math.min(schema.maxItems ?? 3, 5) });
    case 'integer':
      return fc.integer({ min: Math.max(schema.minimum ?? -1000, -1_000_000), max: Math.min(schema.maximum ?? 1_000_000, 1_000_000) });
    case 'number':
      return fc.double({ min: schema.minimum ?? -1e6, max: schema.maximum ?? 1e6, noNaN: true });
    case 'boolean':
      return fc.boolean();
    case 'string':
      return validString(schema);
    default:
      return fc.constant('x');
  }
}

/** Where in a value a rule can be broken: its path, its schema, whether the parent requires it. */
export interface Site {
  path: string[];
  schema: JsonSchema;
  required: boolean;
}

/** Every node of a value that its schema describes (the root included). */
export function sitesOf(schema: JsonSchema, value: unknown, path: string[] = [], required = true): Site[] {
  const sites: Site[] = [{ path, schema, required }];
  if (schema.type === 'object' && value && typeof value === 'object' && !Array.isArray(value)) {
    for (const [key, child] of Object.entries(schema.properties ?? {})) {
      const isRequired = (schema.required ?? []).includes(key);
      if (key in value) sites.push(...sitesOf(child, (value as Record<string, unknown>)[key], [...path, key], isRequired));
      // An absent optional field can still be given a wrong value.
      else sites.push({ path: [...path, key], schema: child, required: false });
    }
  }
  if (schema.type === 'array' && Array.isArray(value)) {
    value.forEach((item, index) => sites.push(...sitesOf(schema.items ?? {}, item, [...path, String(index)], true)));
  }
  return sites;
}

/** Marks a field as removed. */
export const REMOVE = Symbol('remove');

const WRONG_TYPES: Record<string, unknown[]> = {
  string: [123, -1, 0.5, true, null, [], {}, ['text'], { text: 'nested' }],
  integer: ['12', 'abc', '', true, null, [], {}, [1], { value: 1 }, 1.5, -0.25],
  number: ['12', 'abc', true, null, [], {}, [1]],
  boolean: ['true', 'false', 0, 1, null, [], {}],
  array: ['1,2', 1, true, null, {}, { 0: 1 }],
  object: ['{}', 1, true, null, [], [{}]],
};

const HUGE_OR_NEGATIVE = [0, -1, -7, -2147483648, 2 ** 31, 2 ** 53, 2 ** 53 + 2, 1e20, 1e308, -1e308, Number.MAX_SAFE_INTEGER + 2, 0.5, 1.0000001];

/** One rule broken at `site` (the replacement value, or REMOVE). */
export function brokenValue(site: Site, current: unknown): fc.Arbitrary<unknown> {
  const { schema } = site;
  const options: Array<fc.Arbitrary<unknown>> = [];
  const type = schema.type ?? (schema.enum ? 'string' : schema.const !== undefined ? typeof schema.const : 'string');
  options.push(fc.constantFrom(...(WRONG_TYPES[type] ?? WRONG_TYPES.string!)));
  // Extra nesting: the value wrapped in an object or an array.
  options.push(fc.constantFrom({ value: current ?? 'x' }, [current ?? 'x'], { data: { value: current ?? 'x' } }));
  if (site.required && site.path.length > 0) options.push(fc.constant(REMOVE));
  if (schema.enum || schema.const !== undefined) options.push(fc.string({ maxLength: 12 }), fc.constantFrom('ROLE_ADMIN', 'NEWEST', '1.0', 'false'));
  if (type === 'string') {
    const { minLength = 0, maxLength } = schema;
    if (maxLength !== undefined) {
      options.push(
        fc.tuple(fc.integer({ min: maxLength + 1, max: maxLength + 40 }), fc.constantFrom('a', '가', '😀', '<b>')).map(([length, unit]) => unit.repeat(length)),
      );
    }
    if (minLength > 0) options.push(fc.integer({ min: 0, max: minLength - 1 }).map((length) => 'k'.repeat(length)));
    if (minLength > 0 && patternsOf(schema).length === 0) {
      // Blanks where a text is required, or a text that is too short once trimmed.
      options.push(fc.constantFrom(' ', '   ', '\t', '\u3000', ' \n '), fc.constant(` ${'k'.repeat(minLength - 1)} `));
    }
    for (const pattern of patternsOf(schema)) {
      const regex = new RegExp(pattern);
      options.push(
        fc
          .oneof(fc.string({ maxLength: 20 }), fc.constantFrom('../etc/passwd', 'a b', '한글', '%00', '<script>', '😀', 'x'.repeat(70)))
          .filter((text) => !regex.test(text)),
      );
    }
  }
  if (type === 'integer' || type === 'number') {
    const bounds = [schema.minimum !== undefined ? schema.minimum - 1 : undefined, schema.maximum !== undefined ? schema.maximum + 1 : undefined].filter(
      (bound): bound is number => bound !== undefined,
    );
    options.push(fc.constantFrom(...HUGE_OR_NEGATIVE, ...bounds));
  }
  if (type === 'array') {
    const item = schema.items ?? {};
    if (schema.maxItems !== undefined) options.push(fc.array(validValue(item), { minLength: schema.maxItems + 1, maxLength: schema.maxItems + 4 }));
    if ((schema.minItems ?? 0) > 0) options.push(fc.constant([]));
    options.push(fc.array(fc.constantFrom('x', null, -1, 1.5, {}, []), { minLength: 1, maxLength: 3 }));
  }
  return fc.oneof(...options);
}

/** `value` with `replacement` at `path` (a copy; REMOVE deletes the field). */
export function replaceAt(value: unknown, path: string[], replacement: unknown): unknown {
  if (path.length === 0) return replacement === REMOVE ? undefined : replacement;
  const [head, ...rest] = path as [string, ...string[]];
  if (Array.isArray(value)) {
    const copy: unknown[] = [...(value as unknown[])];
    copy[Number(head)] = replaceAt(copy[Number(head)], rest, replacement);
    return copy;
  }
  const copy: Record<string, unknown> = { ...(value as Record<string, unknown>) };
  const next = replaceAt(copy[head], rest, replacement);
  if (rest.length === 0 && replacement === REMOVE) delete copy[head];
  else copy[head] = next;
  return copy;
}

/** One invalid input: the whole part, and the path of the field whose rule is broken. */
export interface InvalidInput {
  value: unknown;
  path: string[];
}

/**
 * Inputs that break one rule at one place of an otherwise valid part. `base` gives the valid part (generated
 * from the schema, or completed from known-good values); `isInvalid` decides, after the part is put into its
 * wire form, that the input really is invalid (so a mutation that happens to stay valid is not sent).
 */
export function invalidInputs(
  schema: JsonSchema,
  base: fc.Arbitrary<unknown>,
  isInvalid: (value: unknown) => boolean,
  options: { root: boolean } = { root: true },
): fc.Arbitrary<InvalidInput> {
  return base
    .chain((valid) => {
      const sites = sitesOf(schema, valid).filter((site) => options.root || site.path.length > 0);
      return fc.nat({ max: sites.length - 1 }).chain((index) => {
        const site = sites[index]!;
        const current = site.path.reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], valid);
        return brokenValue(site, current).map((replacement) => ({ value: replaceAt(valid, site.path, replacement), path: site.path }));
      });
    })
    .filter((input) => isInvalid(input.value));
}
