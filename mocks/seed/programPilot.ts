import type * as z from 'zod';
import type {
  answerRecord,
  applicationRecord,
  briefRecord,
  meetingAvailabilityRecord,
  meetingRequestRecord,
  meetingSettingsRecord,
  projectRecord,
  roundRecord,
} from '../db/schemas';

/** Plain records as the collections take them (stored records are branded by @msw/data). */
interface PilotSeed {
  round: z.infer<typeof roundRecord>;
  projects: z.infer<typeof projectRecord>[];
  applications: z.infer<typeof applicationRecord>[];
  briefs: z.infer<typeof briefRecord>[];
  answers: z.infer<typeof answerRecord>[];
  meetingSettings: z.infer<typeof meetingSettingsRecord>[];
  meetingRequests: z.infer<typeof meetingRequestRecord>[];
  meetingAvailability: z.infer<typeof meetingAvailabilityRecord>[];
}

const SELECTED = { decision: 'selected' as const, reasonCode: null, note: '', decidedAt: '2026-08-12T06:00:00.000Z' };

/**
 * The seed's earlier, closed round (round 2, the summer pilot), so briefs and answers have life on first start: its
 * decisions were announced in August; the demo general user's (`user@cue.test`, user 1) project "The Lighthouse
 * Keeper's Winter" was selected and has published its brief; the demo musician (`musician@cue.test`, user 2) and
 * Ujin Yoo (user 40) were selected as composers. Ujin Yoo has answered (shortlisted); the demo musician has not,
 * so a demo can answer it. Fixed instants; the brief's deadline is the end of January 2027 in festival time.
 * Its 1:1 meetings are ahead (25-26 February 2027): the office has set 30-minute slots from 10:00 to 18:00 with a
 * lunch break and four tables; project 5's production and Ujin Yoo have agreed to meet (accepted, ranked first on
 * both sides), the production's request to the demo musician waits for their answer, and the production and Ujin
 * Yoo have marked some slots (the demo musician none, so a demo can).
 */
export const SEED_PILOT: PilotSeed = {
  round: {
    id: 2,
    name: { ko: '2026 영화음악 매칭 파일럿', en: '2026 Film Music Matching Pilot' },
    description: {
      ko: '여름에 열린 시범 회차입니다. 선정된 프로젝트의 브리프에 선정 작곡가가 답변합니다.',
      en: 'The summer pilot round. Selected composers answer the selected projects’ briefs.',
    },
    projectWindow: { opensAt: '2026-05-31T15:00:00.000Z', closesAt: '2026-06-30T09:00:00.000Z' },
    composerWindow: { opensAt: '2026-05-31T15:00:00.000Z', closesAt: '2026-07-14T09:00:00.000Z' },
    projectPlaces: 5,
    composerPlaces: 10,
    meetingDays: ['2027-02-25', '2027-02-26'],
    status: 'closed',
    createdAt: '2026-05-20T01:00:00.000Z',
    openedAt: '2026-05-31T15:00:00.000Z',
    closedAt: '2026-08-31T09:00:00.000Z',
    decisionsAnnouncedAt: '2026-08-14T01:00:00.000Z',
    decisionMailsSentAt: '2026-08-14T01:00:00.000Z',
    briefsOpenToAllComposers: false,
  },
  projects: [
    {
      id: 5,
      roundId: 2,
      ownerId: 1,
      title: { ko: '등대지기의 겨울', en: "The Lighthouse Keeper's Winter" },
      logline: {
        ko: '섬의 마지막 등대지기가 폭설에 갇힌 겨울, 난파선에서 구한 소녀와 함께 봄을 기다린다.',
        en: 'Snowed in for the winter, the last keeper of an island lighthouse waits for spring with a girl he pulled from a wreck.',
      },
      genre: 'drama',
      stage: 'production',
      runtimeMinutes: 104,
      director: '윤하람',
      producer: '서가은',
      company: 'Bluefield Pictures',
      music: {
        cueCount: 18,
        moodKeywordIds: [2, 5],
        referenceTrackIds: [4],
        tempTrack: '피아노와 첼로 중심의 잔잔한 임시 음악 / Quiet temp music for piano and cello.',
        budget: '20m_50m_krw',
      },
      musicDeadline: '2027-04-30',
      status: 'selected',
      decision: SELECTED,
      createdAt: '2026-06-02T03:00:00.000Z',
      updatedAt: '2026-08-12T06:00:00.000Z',
      submittedAt: '2026-06-10T02:00:00.000Z',
    },
  ],
  applications: [
    {
      id: 4,
      roundId: 2,
      composerId: 2,
      statement: {
        ko: '겨울 바다의 고요를 신시사이저와 현악으로 그려 보고 싶습니다.',
        en: 'I would like to paint the quiet of a winter sea with synthesisers and strings.',
      },
      trackIds: [1, 2],
      projectIds: [5],
      status: 'selected',
      decision: SELECTED,
      createdAt: '2026-06-05T04:00:00.000Z',
      updatedAt: '2026-08-12T06:00:00.000Z',
      submittedAt: '2026-06-05T04:00:00.000Z',
    },
    {
      id: 5,
      roundId: 2,
      composerId: 40,
      statement: { ko: '피아노 한 대로 인물의 외로움을 따라가는 음악을 씁니다.', en: 'I write music that follows a character’s loneliness with a single piano.' },
      trackIds: [4, 3],
      projectIds: [5],
      status: 'selected',
      decision: SELECTED,
      createdAt: '2026-06-07T05:00:00.000Z',
      updatedAt: '2026-08-12T06:00:00.000Z',
      submittedAt: '2026-06-07T05:00:00.000Z',
    },
  ],
  briefs: [
    {
      id: 1,
      projectId: 5,
      roundId: 2,
      deadline: '2027-01-31T14:59:00.000Z',
      message: '촬영이 끝나 가편집본이 있습니다. 바다와 눈의 질감을 살린 테마를 찾습니다.\nThe rough cut is ready. We look for a theme with the texture of sea and snow.',
      publishedAt: '2026-08-20T02:00:00.000Z',
      updatedAt: '2026-08-20T02:00:00.000Z',
    },
  ],
  answers: [
    {
      id: 1,
      briefId: 1,
      composerId: 40,
      trackIds: [4, 3],
      note: '첫 곡의 피아노 테마를 첼로로 옮겨 겨울 장면에 맞춰 볼 수 있습니다.\nThe first track’s piano theme could move to the cello for the winter scenes.',
      status: 'shortlisted',
      passReason: null,
      passNote: '',
      decidedAt: '2026-09-02T07:30:00.000Z',
      createdAt: '2026-08-25T10:00:00.000Z',
      updatedAt: '2026-09-02T07:30:00.000Z',
    },
  ],
  meetingSettings: [
    {
      id: 1,
      roundId: 2,
      slotMinutes: 30,
      dayStart: '10:00',
      dayEnd: '18:00',
      breaks: [{ start: '12:30', end: '13:30' }],
      tables: [
        { tableId: 1, name: { ko: '테이블 A', en: 'Table A' } },
        { tableId: 2, name: { ko: '테이블 B', en: 'Table B' } },
        { tableId: 3, name: { ko: '테이블 C', en: 'Table C' } },
        { tableId: 4, name: { ko: '라운지 룸', en: 'Lounge room' } },
      ],
      maxMeetingsPerPerson: 8,
      updatedAt: '2026-09-10T02:00:00.000Z',
    },
  ],
  meetingRequests: [
    {
      id: 1,
      roundId: 2,
      projectId: 5,
      composerId: 40,
      requestedBy: 'production',
      note: '답변해 주신 피아노 테마를 직접 듣고 이야기 나누고 싶습니다.\nWe would love to talk about the piano theme of your answer.',
      status: 'accepted',
      responseNote: '',
      productionRank: 1,
      composerRank: 1,
      createdAt: '2026-09-15T03:00:00.000Z',
      updatedAt: '2026-09-16T08:00:00.000Z',
    },
    {
      id: 2,
      roundId: 2,
      projectId: 5,
      composerId: 2,
      requestedBy: 'production',
      note: '신시사이저와 현악의 조합이 궁금합니다.\nWe are curious about your mix of synthesisers and strings.',
      status: 'pending',
      responseNote: '',
      productionRank: 2,
      composerRank: null,
      createdAt: '2026-10-05T05:00:00.000Z',
      updatedAt: '2026-10-05T05:00:00.000Z',
    },
  ],
  meetingAvailability: [
    {
      id: 1,
      roundId: 2,
      userId: 1,
      slotIds: ['2027-02-25T10:00', '2027-02-25T10:30', '2027-02-25T11:00', '2027-02-25T14:00', '2027-02-25T14:30', '2027-02-26T10:00', '2027-02-26T10:30'],
      updatedAt: '2026-09-20T01:00:00.000Z',
    },
    {
      id: 2,
      roundId: 2,
      userId: 40,
      slotIds: ['2027-02-25T10:30', '2027-02-25T11:00', '2027-02-25T11:30', '2027-02-26T10:30', '2027-02-26T15:00'],
      updatedAt: '2026-09-21T06:00:00.000Z',
    },
  ],
};
