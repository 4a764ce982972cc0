// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import type { ProgramProject } from '../../../lib/api/generated/types.gen';
import { toCsv } from '../../../lib/csv/csvText';
import { initI18n } from '../../../lib/i18n/i18n';
import { projectColumns } from './projectsCsv';

const project: ProgramProject = {
  projectId: 7,
  roundId: 1,
  owner: { userId: 1, nickname: '새벽필름' },
  title: { ko: '=HYPERLINK("https://evil.example","새벽")', en: 'Dawn, Again' },
  logline: { ko: '두 줄\n로그라인', en: '' },
  genre: 'thriller',
  stage: 'post_production',
  runtimeMinutes: 112,
  director: '@박서진',
  producer: '오민재',
  company: '새벽필름',
  music: { cueCount: 24, moodKeywordIds: [], referenceTrackIds: [], tempTrack: '', budget: '20m_50m_krw' },
  musicDeadline: '2027-05-15',
  status: 'not_selected',
  decision: { decision: 'not_selected', reasonCode: 'PLACES_FILLED', note: '-', decidedAt: '2026-11-30T00:00:00Z' },
  createdAt: '2026-11-01T00:00:00Z',
  updatedAt: '2026-11-01T00:00:00Z',
  submittedAt: '2026-11-02T00:00:00Z',
};

describe("the office's project export", () => {
  it('opens in Excel as Korean, with typed formulas neutralised and the codes in the reader’s words', async () => {
    const i18n = await initI18n(['office', 'program'], 'ko');
    const csv = toCsv([project], projectColumns(i18n.getFixedT('ko', 'office'), i18n.getFixedT('ko', 'program')));
    expect(csv.startsWith('\uFEFFID,제목(한국어),제목(영어),상태,사유,메모,장르,제작 단계,러닝타임(분),')).toBe(true);
    const row = csv.split('\r\n')[1]!;
    expect(row.startsWith(`7,"'=HYPERLINK(""https://evil.example"",""새벽"")","Dawn, Again",미선정,선정 인원 마감,'-,스릴러,후반 작업,112,새벽필름,'@박서진,`)).toBe(
      true,
    );
    expect(csv).toContain('"두 줄\n로그라인"');
  });
});
