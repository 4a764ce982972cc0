import { describe, expect, it } from 'vitest';
import { sentShortlistName as sentName, sentShortlistText as sentNote } from '../menu/shortlistRules';
import { descriptionError, nameError, noteError, noteTimeError, noteTimeExample } from './validation';

describe('shortlist validation', () => {
  it('wants a name of 1 to 60 characters that is not only spaces', () => {
    expect(nameError('')).toBe('validation.nameRequired');
    expect(nameError('   ')).toBe('validation.nameRequired');
    expect(nameError('a'.repeat(60))).toBeUndefined();
    expect(nameError('a'.repeat(61))).toBe('validation.nameTooLong');
  });

  it('wants something visible in a name: only U+200B, U+3164 or controls is no name (issue 26)', () => {
    expect(nameError('\u200B')).toBe('validation.nameRequired');
    expect(nameError('\u3164')).toBe('validation.nameRequired');
    expect(nameError(' \u200B\u3164\u0000 ')).toBe('validation.nameRequired');
    expect(sentName('예고편\u0000\u0007\u001B 후보\u200B')).toBe('예고편 후보');
    expect(sentNote('좋아요\u0007\r\n\t다음\u202E')).toBe('좋아요\n\t다음');
  });

  it('allows a description and a note up to 500 characters, counted as the contract counts them', () => {
    expect(descriptionError('d'.repeat(500))).toBeUndefined();
    expect(descriptionError('d'.repeat(501))).toBe('validation.descriptionTooLong');
    expect(noteError('🎻'.repeat(500))).toBeUndefined();
    expect(noteError('n'.repeat(501))).toBe('validation.noteTooLong');
  });

  it('wants the time within the track', () => {
    expect(noteTimeError('3:25', 205)).toBeUndefined();
    expect(noteTimeError('3:26', 205)).toBe('validation.timeBeyond');
    expect(noteTimeError('abc', 205)).toBe('validation.timeFormat');
    expect(noteTimeError('', 205)).toBeUndefined();
  });
});

describe('noteTimeExample', () => {
  it('is 1:05 on a long track, and within a short one', () => {
    expect(noteTimeExample(240)).toBe('1:05');
    expect(noteTimeExample(32)).toBe('0:16');
    expect(noteTimeExample(24)).toBe('0:12');
    expect(noteTimeExample(0)).toBe('0:00');
  });
});
