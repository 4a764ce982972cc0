import { describe, expect, it } from 'vitest';
import type { ProgramProjectInput } from '../../api/generated/types.gen';
import { projectGaps } from './projects';

const complete: ProgramProjectInput = {
  title: { ko: '겨울 항구', en: 'Winter Harbour' },
  logline: { ko: '항구 마을의 마지막 겨울.', en: "A harbour town's last winter." },
  genre: 'drama',
  stage: 'post_production',
  runtimeMinutes: 104,
  director: '김하늘',
  producer: '이도현',
  company: '파도필름',
  music: { cueCount: 18, moodKeywordIds: [2], referenceTrackIds: [], tempTrack: '', budget: null },
  musicDeadline: '2027-04-30',
};

describe('film project rules', () => {
  it('takes a complete project whose music deadline is today or later', () => {
    expect(projectGaps(complete, '2027-04-30')).toEqual([]);
  });

  it('names each field a draft with only its titles still lacks, in form order', () => {
    expect(projectGaps({ title: complete.title }, '2026-11-01').map(({ field }) => field)).toEqual([
      'logline.ko',
      'logline.en',
      'genre',
      'stage',
      'runtimeMinutes',
      'director',
      'producer',
      'company',
      'music.cueCount',
      'musicDeadline',
    ]);
    expect(projectGaps({ ...complete, director: '   ', logline: { ko: '줄거리', en: '' } }, '2026-11-01')).toEqual([
      { field: 'logline.en', code: 'required' },
      { field: 'director', code: 'required' },
    ]);
  });

  it('refuses a music deadline already past in festival time', () => {
    expect(projectGaps(complete, '2027-05-01')).toEqual([{ field: 'musicDeadline', code: 'in_past' }]);
  });
});
