import { describe, expect, it } from 'vitest';
import { fieldRuleOf } from './fieldErrors';

describe('fieldRuleOf', () => {
  const error = {
    status: 400,
    code: 'INVALID_REQUEST',
    message: 'Please check your input information.',
    data: false,
    fieldErrors: [
      { field: 'nickName', code: 'invalid_characters', message: '...' },
      { field: 'nickName', code: 'too_small', message: '...' },
    ],
  };

  it('answers the first rule a field broke, and nothing for other fields or other failures', () => {
    expect(fieldRuleOf(error, 'nickName')).toBe('invalid_characters');
    expect(fieldRuleOf(error, 'name')).toBeUndefined();
    expect(fieldRuleOf({ ...error, fieldErrors: undefined }, 'nickName')).toBeUndefined();
    expect(fieldRuleOf(new Error('network'), 'nickName')).toBeUndefined();
  });
});
