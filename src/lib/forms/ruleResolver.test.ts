import { describe, expect, it } from 'vitest';
import { ruleResolver } from './ruleResolver';

interface Values {
  password: string;
  confirmation: string;
}

const resolve = ruleResolver<Values>((values) => ({
  password: values.password.length < 8 ? 'rule.passwordShort' : undefined,
  confirmation: values.confirmation !== values.password ? 'rule.confirmationMismatch' : undefined,
}));
const options = { fields: {}, shouldUseNativeValidation: false } as const;

describe('ruleResolver', () => {
  it('answers the values when every rule passes', async () => {
    const values = { password: 'long enough', confirmation: 'long enough' };
    expect(await resolve(values, undefined, options)).toEqual({ values, errors: {} });
  });

  it("answers each failing field's rule key as its message, judging a field by another", async () => {
    expect(await resolve({ password: 'short', confirmation: 'other' }, undefined, options)).toEqual({
      values: {},
      errors: { password: { type: 'rule', message: 'rule.passwordShort' }, confirmation: { type: 'rule', message: 'rule.confirmationMismatch' } },
    });
    expect(await resolve({ password: 'long enough', confirmation: 'long enougH' }, undefined, options)).toEqual({
      values: {},
      errors: { confirmation: { type: 'rule', message: 'rule.confirmationMismatch' } },
    });
  });
});
