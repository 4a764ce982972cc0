// @vitest-environment happy-dom
import { fireEvent, screen, within } from '@testing-library/react';
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { nextId } from '../../../mocks/db/database';
import { useTestApi } from '../../../mocks/testing/useTestApi';
import { createRound, decideProjects, login } from '../../lib/api/generated/sdk.gen';
import type { UserProfile } from '../../lib/api/generated/types.gen';
import { clearTokens, storeTokens } from '../../lib/auth/sessionStore';
import { changeLanguage } from '../../lib/i18n/i18n';
import { renderRoutes, setUpPageTests } from '../../lib/testing/pageTestSetup';
import { OfficePage } from './OfficePage';

setUpPageTests();
vi.mock('../../lib/ui/AppToaster', () => ({ showAppToast: vi.fn(), getAppToaster: vi.fn() }));
vi.mock('../../lib/auth/useCurrentUser', () => ({ useCurrentUser: () => ({ authorityType: 'ROLE_ADMIN' }) satisfies Partial<UserProfile> }));

const renderDashboard = () =>
  renderRoutes(
    [
      { path: '/office', Component: OfficePage },
      { path: '*', Component: () => null },
    ],
    '/office?tab=dashboard',
  );

/** A table's counts by row label, as a reader of the page finds them. */
function countsIn(name: string): Record<string, string> {
  const table = screen.getByRole('table', { name });
  return Object.fromEntries(
    within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => [within(row).getByRole('rowheader').textContent, within(row).getByRole('cell').textContent]),
  );
}

describe("the office console's dashboard", () => {
  const api = useTestApi({ accessTokenSeconds: 365 * 24 * 3600 });
  const db = () => api().provider.ctx.db;

  beforeEach(async () => {
    const { data } = await login({ client: api().anonymous, body: { login: 'admin@cue.test', password: 'cue-connect-1' } });
    storeTokens({ accessToken: data!.data.accessToken!, refreshToken: data!.data.refreshToken! });
  });
  afterEach(() => clearTokens());

  it("shows the open round's projects, applications, briefs and answers by status, each a table under its heading", async () => {
    await act(() => changeLanguage('en'));
    const office = await api().clientFor('admin@cue.test');
    await decideProjects({ client: office, body: { projectIds: [2], decision: 'selected' } });
    const at = new Date(api().clock.now()).toISOString();
    const brief = await db().briefs.create({
      id: nextId(db().briefs),
      projectId: 2,
      roundId: 1,
      deadline: '2027-04-01T09:00:00.000Z',
      message: '',
      publishedAt: at,
      updatedAt: at,
    });
    const answer = { briefId: brief.id, trackIds: [], note: '', passReason: null, passNote: '', decidedAt: null, createdAt: at, updatedAt: at };
    await db().answers.create({ ...answer, id: nextId(db().answers), composerId: 2, status: 'submitted' });
    await db().answers.create({ ...answer, id: nextId(db().answers), composerId: 40, status: 'withdrawn' });

    renderDashboard();
    expect(await screen.findByRole('heading', { level: 3, name: 'Film projects' })).toBeTruthy();
    expect(countsIn('Film projects')).toEqual({ Draft: '1', Submitted: '1', Withdrawn: '1', Selected: '1', 'Not selected': '0', Total: '4' });
    expect(countsIn('Composer applications')).toEqual({ Submitted: '2', Withdrawn: '1', Selected: '0', 'Not selected': '0', Total: '3' });
    expect(countsIn('Briefs')).toEqual({ Published: '1', 'Answered (at least one answer not withdrawn)': '1' });
    expect(countsIn('Answers to briefs')).toEqual({ Submitted: '1', Withdrawn: '1', Shortlisted: '0', Passed: '0', Total: '2' });
  });

  it('reads another round when the office picks it, in Korean', async () => {
    await act(() => changeLanguage('ko'));
    const office = await api().clientFor('admin@cue.test');
    await createRound({
      client: office,
      body: {
        name: { ko: '2027 봄 회차', en: '2027 Spring' },
        description: { ko: '봄', en: 'Spring' },
        projectWindow: { opensAt: '2027-03-01T00:00:00Z', closesAt: '2027-04-01T00:00:00Z' },
        composerWindow: { opensAt: '2027-03-01T00:00:00Z', closesAt: '2027-04-01T00:00:00Z' },
        projectPlaces: 5,
        composerPlaces: 10,
        meetingDays: ['2027-05-01'],
      },
    });
    renderDashboard();
    expect(await screen.findByRole('table', { name: '영화 프로젝트' })).toBeTruthy();
    expect(countsIn('영화 프로젝트')['제출됨']).toBe('2');
    fireEvent.change(screen.getByLabelText('회차'), { target: { value: '3' } });
    await vi.waitFor(() => expect(countsIn('영화 프로젝트')['제출됨']).toBe('0'));
    expect(countsIn('브리프')).toEqual({ 게시됨: '0', '답변 있음(철회되지 않은 답변 1건 이상)': '0' });
    // The seed's closed pilot round has one published brief with a shortlisted answer.
    fireEvent.change(screen.getByLabelText('회차'), { target: { value: '2' } });
    await vi.waitFor(() => expect(countsIn('브리프')).toEqual({ 게시됨: '1', '답변 있음(철회되지 않은 답변 1건 이상)': '1' }));
    // Its 1:1 meetings: two requests, one accepted, none placed yet.
    expect(countsIn('1:1 미팅')).toEqual({
      '미팅 요청': '2',
      '수락된 요청': '1',
      '배정된 미팅': '0',
      '진행한 미팅': '0',
      '불참한 미팅': '0',
      '후속 만남을 원하는 진행한 미팅': '0',
    });
  });
});
