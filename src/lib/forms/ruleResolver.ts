import type { FieldError, FieldErrors, FieldValues, Resolver } from 'react-hook-form';

/** What each field's rule says of the values: the i18n key of its message, or undefined when the value passes. */
export type FormRules<V extends FieldValues> = (values: V) => { [F in keyof V]?: string | undefined };

/**
 * A react-hook-form resolver made of the app's own rule functions (src/lib/domain): the form library keeps the
 * values, which fields were left, whether the form was submitted and while it is sending; the rules stay the one
 * place that judges a value. Each error's `message` is its rule's i18n key (the form translates it), its `type`
 * is `rule`. A rule judging one field by another (a confirmation) sees every value.
 */
export function ruleResolver<V extends FieldValues>(rules: FormRules<V>): Resolver<V> {
  return (values) => {
    const errors: Record<string, FieldError> = {};
    for (const [field, key] of Object.entries(rules(values))) if (key) errors[field] = { type: 'rule', message: key };
    return Object.keys(errors).length === 0 ? { values, errors: {} } : { values: {}, errors: errors as FieldErrors<V> };
  };
}

/** The rule key a field shows now (react-hook-form's error for it), if any. */
export const ruleKeyOf = (error: { message?: string } | undefined): string | undefined => error?.message || undefined;
