// @vitest-environment happy-dom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useTestApi } from '../../../mocks/testing/useTestApi';
import { decideApplications, decideProjects, login } from '../../lib/api/generated/sdk.gen';
import type { UserProfile } from '../../lib/api/generated/types.gen';
import { clearTokens, storeTokens } from '../../lib/auth/sessionStore';
import { changeLanguage } from '../../lib/i18n/i18n';
import { renderRoutes, setUpPageTests } from '../../lib/testing/pageTestSetup';
import { OfficePage } from './OfficePage';

setUpPageTests();
vi.mock('../../lib/ui/AppToaster', () => ({ showAppToast: vi.fn(), getAppToaster: vi.fn() }));
vi.mock('../../lib/auth/useCurrentUser', () => ({ useCurrentUser: () => ({ authorityType: 'ROLE_ADMIN' }) satisfies Partial<UserProfile> }));

/** The seed round's composer window closes last: 14 February 2027, 18:00 in Seoul. */
const WINDOWS_CLOSE = Date.parse('2027-02-14T09:00:00Z');
const ROUND = '2026 Film Music Matching Program';

const renderRounds = () =>
  renderRoutes(
    [
      { path: '/office', Component: OfficePage },
      { path: '*', Component: () => null },
    ],
    '/office?tab=rounds',
  );

describe("the office console's rounds: who sees the briefs, and announcing the decisions", () => {
  const api = useTestApi({ accessTokenSeconds: 365 * 24 * 3600 });
  const db = () => api().provider.ctx.db;
  const stored = () => db().rounds.findFirst((q) => q.where({ id: 1 }))!;
  /** The browser's clock is the provider's (the screen reads whether an announcement has taken effect from it). */
  const syncClock = () => vi.setSystemTime(api().clock.now());
  const card = async () => (await screen.findByRole('heading', { level: 3, name: ROUND })).closest('li')!;
  const dialog = () => screen.getByRole('dialog');

  async function decideAll() {
    const client = await api().clientFor('admin@cue.test');
    await decideProjects({ client, body: { projectIds: [2, 3], decision: 'selected' } });
    await decideApplications({ client, body: { applicationIds: [1, 2], decision: 'selected' } });
  }

  beforeEach(async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    syncClock();
    await act(() => changeLanguage('en'));
    const { data } = await login({ client: api().anonymous, body: { login: 'admin@cue.test', password: 'cue-connect-1' } });
    storeTokens({ accessToken: data!.data.accessToken!, refreshToken: data!.data.refreshToken! });
  });
  afterEach(() => {
    clearTokens();
    vi.useRealTimers();
  });

  it('opens the briefs to every approved composer from the round form, and keeps it through the next edit', async () => {
    renderRounds();
    fireEvent.click(await screen.findByRole('button', { name: `Edit ${ROUND}` }));
    const box = screen.getByRole<HTMLInputElement>('checkbox', { name: 'Every approved composer sees the briefs (not only selected composers)' });
    expect(box.checked).toBe(false);
    fireEvent.click(box);
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await within(await card()).findByText(/Briefs open to every approved composer/)).toBeTruthy();
    expect(stored().briefsOpenToAllComposers).toBe(true);

    fireEvent.click(screen.getByRole('button', { name: `Edit ${ROUND}` }));
    expect(screen.getByRole<HTMLInputElement>('checkbox', { name: /Every approved composer sees the briefs/ }).checked).toBe(true);
  });

  it('refuses an announcement before both windows close under the time field, says how to answer every applicant, then schedules, moves and cancels it', async () => {
    renderRounds();
    expect(within(await card()).getByText('Decisions not announced yet.')).toBeTruthy();
    fireEvent.click(within(await card()).getByRole('button', { name: `Announce decisions of ${ROUND}` }));
    // The windows are open: "now" is not offered, the time offered is their close.
    expect(within(dialog()).getByRole<HTMLInputElement>('radio', { name: /^Now/ }).disabled).toBe(true);
    const time = within(dialog()).getByLabelText<HTMLInputElement>('Date and time (Korea time, KST)');
    expect(time.value).toBe('2027-02-14T18:00');

    fireEvent.change(time, { target: { value: '2027-02-14T17:59' } });
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Schedule' }));
    expect(await within(dialog()).findByText(/Decisions can be announced only once both windows have closed \(Feb 14, 2027, 6:00\sPM KST\)/)).toBeTruthy();
    expect(stored().decisionsAnnouncedAt).toBeNull();

    fireEvent.change(time, { target: { value: '2027-02-15T10:00' } });
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Schedule' }));
    const pending = await within(dialog()).findByRole('alert');
    expect(pending.textContent).toContain('decide every submitted film project and composer application');
    expect(within(pending).getByRole('link', { name: 'Film projects' }).getAttribute('href')).toBe('/office?tab=projects');
    expect(within(pending).getByRole('link', { name: 'Composer applications' }).getAttribute('href')).toBe('/office?tab=applications');

    await decideAll();
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Schedule' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(stored().decisionsAnnouncedAt).toBe('2027-02-15T01:00:00.000Z');
    expect(await within(await card()).findByText(/Decisions will be announced on Feb 15, 2027, 10:00\sAM \(KST\)/)).toBeTruthy();

    fireEvent.click(within(await card()).getByRole('button', { name: `Move announcement of ${ROUND}` }));
    const moved = within(dialog()).getByLabelText<HTMLInputElement>('Date and time (Korea time, KST)');
    expect(moved.value).toBe('2027-02-15T10:00');
    fireEvent.change(moved, { target: { value: '2027-02-16T09:30' } });
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Schedule' }));
    await waitFor(() => expect(stored().decisionsAnnouncedAt).toBe('2027-02-16T00:30:00.000Z'));

    fireEvent.click(await within(await card()).findByRole('button', { name: `Cancel announcement of ${ROUND}` }));
    const confirm = await screen.findByRole('alertdialog');
    expect(confirm.textContent).toContain('Feb 16, 2027');
    fireEvent.click(within(confirm).getByRole('button', { name: 'Cancel announcement' }));
    await waitFor(() => expect(stored().decisionsAnnouncedAt).toBeNull());
    expect(await within(await card()).findByText('Decisions not announced yet.')).toBeTruthy();
  });

  it('announces now once both windows have closed, and then shows when it took effect, with nothing left to change', async () => {
    await decideAll();
    api().clock.advance(WINDOWS_CLOSE - api().clock.now());
    syncClock();
    renderRounds();
    fireEvent.click(within(await card()).getByRole('button', { name: `Announce decisions of ${ROUND}` }));
    expect(within(dialog()).getByRole<HTMLInputElement>('radio', { name: 'Now' }).checked).toBe(true);
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Announce now' }));
    await waitFor(() => expect(stored().decisionsAnnouncedAt).toBe(new Date(WINDOWS_CLOSE).toISOString()));
    expect(await within(await card()).findByText(/Decisions announced on Feb 14, 2027, 6:00\sPM \(KST\): they are final\./)).toBeTruthy();
    expect(within(await card()).queryByRole('button', { name: /announce|announcement/i })).toBeNull();
  });
});
