// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from 'vitest';
import { clearTrackDraft, isSameFile, loadTrackDraft, saveTrackDraft, trackDraftKey, type StoredTrackDraft } from './trackDraftStorage';

beforeEach(() => localStorage.clear());

const upload = { name: 'score.wav', size: 33_554_432, lastModified: 1_700_000_000_000, bytesUploaded: 31_561_318, uploadUrl: 'http://app.test/api/v1/uploads/up_1' };
const draft: StoredTrackDraft = {
  musicianId: 7,
  title: { ko: '새벽의 테마', en: 'Dawn Theme' },
  description: { ko: '조용한 장면', en: '' },
  genreId: 2,
  keywordIds: [1, 4],
  cueMarkers: [{ id: 'cue-1', time: '0:42', label: { ko: '주제', en: 'Theme' } }],
  uploads: { audio: upload },
};

describe('the new-track draft storage', () => {
  it('keeps a draft per user and musician, and forgets it', () => {
    saveTrackDraft(1, draft);
    expect(loadTrackDraft(1, 7)).toEqual(draft);
    expect(loadTrackDraft(2, 7)).toBeUndefined();
    expect(loadTrackDraft(1, 8)).toBeUndefined();
    clearTrackDraft(1);
    expect(loadTrackDraft(1, 7)).toBeUndefined();
  });

  it('ignores unreadable or foreign values', () => {
    localStorage.setItem(trackDraftKey(1), '{not json');
    expect(loadTrackDraft(1, 7)).toBeUndefined();
    localStorage.setItem(
      trackDraftKey(1),
      JSON.stringify({
        musicianId: 7,
        title: { ko: 5, en: 'Dawn' },
        genreId: -1,
        keywordIds: [1, 'x'],
        cueMarkers: [{ time: '0:10' }],
        uploads: { audio: { name: 'a.wav' } },
      }),
    );
    expect(loadTrackDraft(1, 7)).toEqual({
      musicianId: 7,
      title: { ko: '', en: 'Dawn' },
      description: { ko: '', en: '' },
      genreId: undefined,
      keywordIds: [1],
      cueMarkers: [],
      uploads: {},
    });
  });

  it('knows the same file again by its name, size and date', () => {
    const same = new File(['x'], 'score.wav', { lastModified: upload.lastModified });
    Object.defineProperty(same, 'size', { value: upload.size });
    expect(isSameFile(same, upload)).toBe(true);
    expect(isSameFile(new File(['x'], 'score.wav', { lastModified: upload.lastModified }), upload)).toBe(false);
    expect(isSameFile(undefined, upload)).toBe(false);
  });
});
