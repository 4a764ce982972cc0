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
