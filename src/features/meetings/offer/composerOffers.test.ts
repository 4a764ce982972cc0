import { describe, expect, it } from 'vitest';
import type { MeetingCounterparts, MeetingRequest, MeetingRequestStatus } from '../../../lib/api/generated/types.gen';
import { meetingOffers } from './composerOffers';

const composer = (userId: number, musicianId: number) => ({ userId, musicianId, name: { ko: `작곡가${userId}`, en: `Composer ${userId}` }, nickname: `c${userId}` });
const project = (projectId: number) => ({ projectId, title: { ko: `영화${projectId}`, en: `Film ${projectId}` } });

const production = (projects: number[]): MeetingCounterparts => ({
  roundId: 2,
  role: 'production',
  composers: [composer(2, 1), composer(40, 9), composer(41, 10)],
  projects: [],
  myProjects: projects.map(project),
});

let nextRequestId = 1;
const request = (projectId: number, composerUserId: number, musicianId: number, status: MeetingRequestStatus): MeetingRequest => ({
  requestId: nextRequestId++,
  roundId: 2,
  project: project(projectId),
  composer: composer(composerUserId, musicianId),
  requestedBy: 'production',
  note: '',
  status,
  responseNote: '',
  productionRank: null,
  composerRank: null,
  meetingId: null,
  createdAt: '2027-01-10T00:00:00.000Z',
  updatedAt: '2027-01-10T00:00:00.000Z',
});

describe('meetingOffers', () => {
  it('offers only the selected composers among the musicians shown, in their order and each once', () => {
    const offers = meetingOffers(production([5]), [], [9, 3, 1, 9]);
    expect(offers.map((offer) => offer.composer.userId)).toEqual([40, 2]);
  });

  it('asks with the one project left chosen, and without a project when the production has several to choose from', () => {
    expect(meetingOffers(production([5]), [], [1])[0]!.askPath).toBe('/program/meetings?composer=2&project=5');
    expect(meetingOffers(production([5, 6]), [], [1])[0]!.askPath).toBe('/program/meetings?composer=2');
    const oneAsked = meetingOffers(production([5, 6]), [request(5, 2, 1, 'pending')], [1])[0]!;
    expect(oneAsked.askPath).toBe('/program/meetings?composer=2&project=6');
  });

  it('shows the open requests and offers no new one once every project has asked; a closed request asks again', () => {
    const asked = meetingOffers(production([5]), [request(5, 2, 1, 'accepted'), request(5, 40, 9, 'pending')], [1])[0]!;
    expect(asked.askPath).toBeUndefined();
    expect(asked.openRequests.map((one) => one.status)).toEqual(['accepted']);
    const declined = meetingOffers(production([5]), [request(5, 2, 1, 'declined')], [1])[0]!;
    expect(declined.openRequests).toEqual([]);
    expect(declined.askPath).toBe('/program/meetings?composer=2&project=5');
  });

  it('offers nothing to a composer (their counterparts are projects)', () => {
    const counterparts: MeetingCounterparts = { roundId: 2, role: 'composer', composers: [], projects: [project(5)], myProjects: [] };
    expect(meetingOffers(counterparts, [], [1])).toEqual([]);
  });
});
