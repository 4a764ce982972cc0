import { describe, expect, it } from 'vitest';
import { zPhoneNo } from '../../api/generated/zod.gen';
import { formatPhone, internationalPhone, phoneForRequest, phoneInputFrom, validatePhoneInput, validateStoredPhone } from './phone';

describe('a Korean phone number typed or pasted', () => {
  it.each([
    ['010-1234-5678', '01012345678'],
    ['010 1234 5678', '01012345678'],
    ['010.1234.5678', '01012345678'],
    [' 010-1234-5678 ', '01012345678'],
    ['01012345678', '01012345678'],
    ['+82 10-1234-5678', '01012345678'],
    ['+821012345678', '01012345678'],
    ['+82 (0)10 1234 5678', '01012345678'],
  ])('keeps every digit of %j', (typed, digits) => {
    expect(phoneInputFrom(typed)).toBe(digits);
    expect(validatePhoneInput(phoneInputFrom(typed))).toBeUndefined();
    expect(phoneForRequest(phoneInputFrom(typed))).toBe(digits);
  });

  it('never cuts digits: too many is told, not hidden', () => {
    expect(phoneInputFrom('010-1234-56789')).toBe('010123456789');
    expect(validatePhoneInput('010123456789')).toBe('validation.phoneInvalid');
    expect(validatePhoneInput('0101234567')).toBe('validation.phoneInvalid');
  });

  it('keeps a number being typed as it is', () => {
    expect(phoneInputFrom('')).toBe('');
    expect(phoneInputFrom('010-')).toBe('010');
    expect(phoneInputFrom('+')).toBe('+');
    expect(phoneInputFrom('+82')).toBe('+82');
    expect(phoneInputFrom('abc')).toBe('');
    expect(validatePhoneInput('')).toBe('validation.phoneRequired');
  });
});

describe('a number abroad', () => {
  it.each([
    ['+1 310 555 0147', '+13105550147', '+1 310 555 0147', 'US'],
    ['+44 20 7946 0958', '+442079460958', '+44 20 7946 0958', 'GB'],
    ['+33 1 42 68 53 00', '+33142685300', '+33 1 42 68 53 00', 'FR'],
  ])('%j is kept as typed, sent in E.164 and shown in its international format', (typed, e164, shown, country) => {
    expect(phoneInputFrom(typed)).toBe(typed);
    expect(validatePhoneInput(typed)).toBeUndefined();
    expect(phoneForRequest(typed)).toBe(e164);
    expect(zPhoneNo.safeParse(e164).success).toBe(true);
    expect(validateStoredPhone(e164)).toBeUndefined();
    expect(formatPhone(e164)).toBe(shown);
    expect(internationalPhone(typed)).toEqual({ formatted: shown, country });
  });

  it('refuses a number its country does not have, with the rule for numbers abroad', () => {
    expect(validatePhoneInput('+1 555')).toBe('validation.phoneInternationalInvalid');
    expect(validatePhoneInput('+44 20 7946 09581234')).toBe('validation.phoneInternationalInvalid');
    expect(validateStoredPhone('+15550000000')).toBe('validation.phoneInternationalInvalid');
  });

  it('drops letters, keeps separators and never drops a digit', () => {
    expect(phoneInputFrom('+1 (310) 555-0147x')).toBe('+1 (310) 555-0147');
  });
});

describe('the provider rule for a sent phoneNo', () => {
  it('takes 11 digits and E.164 as written by the app, nothing else', () => {
    expect(validateStoredPhone('01012345678')).toBeUndefined();
    expect(validateStoredPhone('+821012345678')).toBe('validation.phoneInvalid');
    expect(validateStoredPhone('0101234567')).toBe('validation.phoneInvalid');
    expect(validateStoredPhone('')).toBe('validation.phoneRequired');
  });
});

describe('a phone number shown', () => {
  it('reads 11 digits as 3-4-4', () => {
    expect(formatPhone('01012345678')).toBe('010-1234-5678');
  });

  it('shows anything else as stored', () => {
    expect(formatPhone('0101234567')).toBe('0101234567');
    expect(formatPhone('')).toBe('');
  });
});
