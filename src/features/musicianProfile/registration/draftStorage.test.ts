// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from 'vitest';
import { emptyDraft } from '../form/profileDraft';
import { clearDraft, draftKey, loadDraft, saveDraft } from './draftStorage';

beforeEach(() => localStorage.clear());

describe('the registration draft storage', () => {
  it('keeps a draft per user and forgets it', () => {
    const draft = { ...emptyDraft(), nameKo: '김', photoFileId: 'photo_1', photoUrl: '/api/v1/files/photo_1' };
    saveDraft(1, draft);
    expect(loadDraft(1)).toEqual(draft);
    expect(loadDraft(2)).toBeUndefined();
    clearDraft(1);
    expect(loadDraft(1)).toBeUndefined();
  });

  it('ignores unreadable or foreign values', () => {
    localStorage.setItem(draftKey(1), '{not json');
    expect(loadDraft(1)).toBeUndefined();
    localStorage.setItem(draftKey(1), JSON.stringify({ nameKo: 5, nameEn: 'Kim', extra: 'x' }));
    expect(loadDraft(1)).toEqual({ ...emptyDraft(), nameEn: 'Kim' });
  });
});
