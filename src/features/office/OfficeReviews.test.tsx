// @vitest-environment happy-dom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useTestApi } from '../../../mocks/testing/useTestApi';
import { login } from '../../lib/api/generated/sdk.gen';
import type { UserProfile } from '../../lib/api/generated/types.gen';
import { clearTokens, storeTokens } from '../../lib/auth/sessionStore';
import { changeLanguage } from '../../lib/i18n/i18n';
import { renderRoutes, setUpPageTests } from '../../lib/testing/pageTestSetup';
import { getPlaybackSnapshot } from '../playback';
import { OfficePage } from './OfficePage';

setUpPageTests();
vi.mock('../../lib/ui/AppToaster', () => ({ showAppToast: vi.fn(), getAppToaster: vi.fn() }));
vi.mock('../../lib/auth/useCurrentUser', () => ({ useCurrentUser: () => ({ authorityType: 'ROLE_ADMIN' }) satisfies Partial<UserProfile> }));

const renderOffice = (tab: string) =>
  renderRoutes(
    [
      { path: '/office', Component: OfficePage },
      { path: '*', Component: () => null },
    ],
    `/office?tab=${tab}`,
  );

describe("the office console's industry profiles and film projects", () => {
  const api = useTestApi({ accessTokenSeconds: 365 * 24 * 3600 });
  const db = () => api().provider.ctx.db;

  beforeEach(async () => {
    await act(() => changeLanguage('en'));
    const { data } = await login({ client: api().anonymous, body: { login: 'admin@cue.test', password: 'cue-connect-1' } });
    storeTokens({ accessToken: data!.data.accessToken!, refreshToken: data!.data.refreshToken! });
  });
  afterEach(() => clearTokens());

  it('verifies a waiting industry profile at once, which then lists among the verified', async () => {
    renderOffice('industry');
    const waiting = await screen.findByText(/Northlight Films/);
    const card = waiting.closest('li')!;
    expect(
      within(card)
        .getByRole('link', { name: /Filmography/ })
        .getAttribute('rel'),
    ).toBe('noopener noreferrer nofollow');
    fireEvent.click(within(card).getByRole('button', { name: /^Verify / }));
    await waitFor(() => expect(screen.queryByText(/Northlight Films/)).toBeNull());
    expect(db().industryProfiles.findFirst((q) => q.where({ userId: 10 }))!.status).toBe('verified');

    fireEvent.change(screen.getByLabelText('Status'), { target: { value: 'verified' } });
    expect(await screen.findByText(/Northlight Films/)).toBeTruthy();
    expect(screen.getAllByText('Verified industry').length).toBeGreaterThan(0);
  });

  it('lists the round’s submitted projects, filters them, and does not select the chosen ones without a reason', async () => {
    renderOffice('projects');
    const heading = (title: string) => screen.queryByRole('heading', { level: 3, name: new RegExp(`^${title}`) });
    expect(await screen.findByRole('heading', { level: 3, name: /^Dawn Chase/ })).toBeTruthy();
    expect(heading('The Rain Stop')).toBeTruthy();
    // Drafts are their owners' alone.
    expect(heading('Winter Harbour')).toBeNull();

    fireEvent.change(screen.getByLabelText('Genre'), { target: { value: 'thriller' } });
    await waitFor(() => expect(heading('The Rain Stop')).toBeNull());
    fireEvent.change(screen.getByLabelText('Genre'), { target: { value: '' } });
    fireEvent.change(screen.getByLabelText('Status'), { target: { value: 'submitted' } });
    await screen.findByRole('heading', { level: 3, name: /^The Rain Stop/ });

    fireEvent.click(await screen.findByLabelText(/^Choose all 2 projects shown/));
    fireEvent.click(screen.getByRole('button', { name: 'Not select' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Not select' }));
    expect(within(dialog).getByRole('alert').textContent).toBe('Please choose a reason.');
    fireEvent.click(within(dialog).getByLabelText('All places are filled'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Not select' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await screen.findByText('2 projects not selected.')).toBeTruthy();
    expect(
      db()
        .projects.all()
        .filter((project) => project.status === 'not_selected')
        .map((project) => [project.id, project.decision?.reasonCode]),
    ).toEqual([
      [2, 'PLACES_FILLED'],
      [3, 'PLACES_FILLED'],
    ]);
  });
});

describe("the office console's rounds", () => {
  const api = useTestApi({ accessTokenSeconds: 365 * 24 * 3600 });
  const db = () => api().provider.ctx.db;

  beforeEach(async () => {
    await act(() => changeLanguage('en'));
    const { data } = await login({ client: api().anonymous, body: { login: 'admin@cue.test', password: 'cue-connect-1' } });
    storeTokens({ accessToken: data!.data.accessToken!, refreshToken: data!.data.refreshToken! });
  });
  afterEach(() => clearTokens());

  const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

  it('offers no decision on a round whose decisions are announced: they are final', async () => {
    renderOffice('projects');
    expect(await screen.findByRole('heading', { level: 3, name: /^Dawn Chase/ })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Select' })).toBeTruthy();
    // The seed's closed pilot round was announced in August.
    fireEvent.change(screen.getByLabelText('Round'), { target: { value: '2' } });
    expect(await screen.findByRole('heading', { level: 3, name: /^The Lighthouse Keeper's Winter/ })).toBeTruthy();
    expect(screen.getByText("This round's decisions are announced: they are final.")).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Select' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Not select' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeTruthy();
  });

  it('creates a round as a draft only once its rules hold, then opens it after the open one is closed', async () => {
    renderOffice('rounds');
    fireEvent.click(await screen.findByRole('button', { name: 'New round' }));
    type('Name (Korean)', '2027 영화음악 매칭 프로그램');
    type('Film projects open', '2027-09-01T10:00');
    type('Film projects close', '2027-08-01T18:00');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The window must close after it opens.')).toBeTruthy();
    expect(screen.getAllByText('Please fill this in.')).toHaveLength(1);
    expect(screen.getAllByText('Please enter a date and a time.')).toHaveLength(2);
    type('Composers open', '2027-09-01T10:00');
    type('Composers close', '2027-10-31T18:00');

    type('Description (Korean)', '제작사와 작곡가를 잇습니다.');
    type('Film projects close', '2027-10-15T18:00');
    type('Meeting days', '2027-10-20');
    fireEvent.click(screen.getByRole('button', { name: 'Add day' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Meeting days must come after both windows close.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Remove 2027-10-20' }));
    type('Meeting days', '2027-11-20');
    fireEvent.click(screen.getByRole('button', { name: 'Add day' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));

    const card = (await screen.findByRole('heading', { level: 3, name: '2027 영화음악 매칭 프로그램' })).closest('li')!;
    expect(within(card).getByText('Draft')).toBeTruthy();
    expect(db().rounds.findFirst((q) => q.where({ status: 'draft' }))!.projectWindow.closesAt).toBe('2027-10-15T09:00:00.000Z');
    // One round is open at a time: the draft cannot open while the seed's round is.
    expect(within(card).queryByRole('button', { name: 'Open' })).toBeNull();

    const open = screen.getByRole('heading', { level: 3, name: '2026 Film Music Matching Program' }).closest('li')!;
    fireEvent.click(within(open).getByRole('button', { name: 'Close' }));
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(within(card).getByRole('button', { name: 'Open' })).toBeTruthy());
    expect(db().rounds.findFirst((q) => q.where({ id: 1 }))!.status).toBe('closed');
  });
});

describe("the office console's composer applications", () => {
  const api = useTestApi({ accessTokenSeconds: 365 * 24 * 3600 });
  const db = () => api().provider.ctx.db;

  beforeEach(async () => {
    await act(() => changeLanguage('en'));
    const { data } = await login({ client: api().anonymous, body: { login: 'admin@cue.test', password: 'cue-connect-1' } });
    storeTokens({ accessToken: data!.data.accessToken!, refreshToken: data!.data.refreshToken! });
  });
  afterEach(() => clearTokens());

  it("plays a composer's tracks in place, in their order, and selects the chosen composer", async () => {
    renderOffice('applications');
    const cards = await screen.findAllByRole('heading', { level: 3 });
    expect(cards).toHaveLength(3);
    // The seed's second application chose tracks 4, 3 and 5, in that order.
    const first = cards.map((card) => card.closest('li')!).find((card) => within(card).queryAllByRole('button', { name: /^Play / }).length === 3)!;
    const plays = within(first).getAllByRole('button', { name: /^Play / });
    fireEvent.click(plays[1]!);
    const playback = getPlaybackSnapshot();
    expect(playback.index).toBe(1);
    expect(playback.queue.map((track) => track.musicFileId)).toEqual([4, 3, 5]);

    fireEvent.click(within(first).getByRole('checkbox'));
    fireEvent.click(screen.getByRole('button', { name: 'Select' }));
    expect(await screen.findByText('1 composer selected.')).toBeTruthy();
    expect(db().applications.findFirst((q) => q.where({ id: 2 }))!.status).toBe('selected');
  });
});
