import { describe, expect, it } from 'vitest';
import { draftOf, emptyDraft, profileInputOf } from './profileDraft';
import { fieldError, validateProfile } from './profileRules';
import { checkPhotoFile, formatMegabytes } from './photoRules';
import type { MusicianDetail } from '../../../lib/api/generated/types.gen';

describe('the musician information rules', () => {
  it('requires both names, the Korean intro and biography, and the contact', () => {
    expect(Object.keys(validateProfile(emptyDraft())).sort()).toEqual(['bioKo', 'contactEmail', 'contactName', 'introKo', 'nameEn', 'nameKo']);
    expect(fieldError('nameKo', '   ')).toEqual({ key: 'musicianProfile:rule.required' });
  });

  it('refuses names with invisible characters and removes them from the intro and biography (issue 26)', () => {
    for (const added of ['\u200B', '\u202E', '\u3164', '\uFE0F', '\u034F', '\u0000', '\u001B']) {
      for (const field of ['nameKo', 'nameEn', 'contactName'] as const) {
        expect(fieldError(field, `한도윤${added}`), field).toEqual({ key: 'musicianProfile:rule.invalidCharacters' });
      }
    }
    expect(fieldError('nameKo', '한도윤'.normalize('NFD'))).toBeUndefined();
    expect(fieldError('introKo', '\u200B\u3164')).toEqual({ key: 'musicianProfile:rule.required' });
    const draft = { ...emptyDraft(), nameKo: '한도윤'.normalize('NFD'), introKo: '소개\u0007', bioKo: '첫 줄\u001B\r\n둘째 줄' };
    expect(profileInputOf(draft)).toMatchObject({ name: { ko: '한도윤' }, intro: { ko: '소개' }, bio: { ko: '첫 줄\n둘째 줄' } });
  });

  it('checks the contact email format', () => {
    expect(fieldError('contactEmail', 'composer@example')).toEqual({ key: 'musicianProfile:rule.email' });
    expect(fieldError('contactEmail', 'composer@example.com')).toBeUndefined();
  });

  it('takes an Instagram id with a leading @ or as its address, and refuses other characters', () => {
    expect(fieldError('instagramId', '@cue.composer')).toBeUndefined();
    expect(profileInputOf({ ...emptyDraft(), instagramId: 'instagram.com/cue.composer/' }).instagramId).toBe('cue.composer');
    expect(fieldError('instagramId', 'cue composer')).toEqual({ key: 'musicianProfile:rule.instagramFormat' });
    expect(fieldError('instagramId', 'cue.composer_1')).toBeUndefined();
    expect(fieldError('instagramId', '')).toBeUndefined();
  });

  it('accepts only http and https portfolio links, and gives one typed without its scheme https://', () => {
    expect(fieldError('portfolioUrl', 'javascript:alert(1)')).toEqual({ key: 'musicianProfile:rule.portfolio' });
    expect(fieldError('portfolioUrl', 'seojunpark.com')).toBeUndefined();
    expect(profileInputOf({ ...emptyDraft(), portfolioUrl: 'seojunpark.com' }).portfolioUrl).toBe('https://seojunpark.com');
    expect(fieldError('portfolioUrl', 'https://example.com/works')).toBeUndefined();
  });

  it('limits lengths as the contract does', () => {
    expect(fieldError('nameEn', 'x'.repeat(51))).toEqual({ key: 'musicianProfile:rule.tooLong', values: { max: 50 } });
    expect(fieldError('introKo', 'x'.repeat(100))).toBeUndefined();
  });
});

describe('the draft and the contract body', () => {
  it('trims texts and leaves out empty optional fields', () => {
    const draft = { ...emptyDraft(), nameKo: ' 김 ', nameEn: 'Kim', introKo: '소개', bioKo: '약력', contactName: '담당', contactEmail: 'a@b.co' };
    expect(profileInputOf(draft)).toEqual({
      name: { ko: '김', en: 'Kim' },
      intro: { ko: '소개', en: '' },
      bio: { ko: '약력', en: '' },
      contactName: '담당',
      contactEmail: 'a@b.co',
    });
    expect(profileInputOf({ ...draft, instagramId: 'cue', portfolioUrl: 'https://x.io', photoFileId: 'photo_1' })).toMatchObject({
      instagramId: 'cue',
      portfolioUrl: 'https://x.io',
      photoFileId: 'photo_1',
    });
  });

  it('prefills the form from a registered profile, keeping its photo to show', () => {
    const musician = {
      musicianId: 1,
      name: { ko: '김', en: 'Kim' },
      intro: { ko: '소개', en: 'Intro' },
      bio: { ko: '약력', en: 'Bio' },
      contactName: '담당',
      contactEmail: 'a@b.co',
      instagramId: null,
      portfolioUrl: 'https://x.io',
      photoUrl: '/api/v1/files/p',
    } as MusicianDetail;
    expect(draftOf(musician)).toMatchObject({ nameEn: 'Kim', instagramId: '', portfolioUrl: 'https://x.io', photoUrl: '/api/v1/files/p' });
    expect(draftOf(musician).photoFileId).toBeUndefined();
  });
});

describe('the profile photo check', () => {
  const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);

  it('accepts PNG and JPEG by their first bytes whatever the name says', async () => {
    expect(await checkPhotoFile(new File([png], 'photo.txt'))).toBeUndefined();
    expect(await checkPhotoFile(new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0])], 'x'))).toBeUndefined();
  });

  it('refuses a text file named .png', async () => {
    expect(await checkPhotoFile(new File(['Not a picture either.\n'], 'text-renamed.png'))).toEqual({ key: 'musicianProfile:rule.photoType' });
  });

  it('refuses a file over 150 MB, telling its size', async () => {
    const big = { size: 160 * 1024 * 1024, slice: () => new Blob([png]) } as unknown as Blob;
    expect(await checkPhotoFile(big)).toEqual({ key: 'musicianProfile:rule.photoTooLarge', values: { size: '160.0 MB' } });
    expect(formatMegabytes(150 * 1024 * 1024)).toBe('150.0 MB');
  });
});
