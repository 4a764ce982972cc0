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
const currentUser = vi.hoisted(() => ({ value: undefined as Partial<UserProfile> | undefined }));
vi.mock('../../lib/auth/useCurrentUser', () => ({ useCurrentUser: () => currentUser.value }));

const renderOffice = () =>
  renderRoutes(
    [
      { path: '/office', Component: OfficePage },
      { path: '*', Component: () => null },
    ],
    '/office',
  );

describe("the program office's console", () => {
  const api = useTestApi({ accessTokenSeconds: 365 * 24 * 3600 });
  const pendingName = () => api().provider.ctx.db.users.findFirst((q) => q.where({ email: 'pending@cue.test' }))!.name;

  async function loginAs(email: string, authorityType: UserProfile['authorityType']) {
    const { data } = await login({ client: api().anonymous, body: { login: email, password: 'cue-connect-1' } });
    storeTokens({ accessToken: data!.data.accessToken!, refreshToken: data!.data.refreshToken! });
    currentUser.value = { authorityType };
  }

  beforeEach(async () => {
    await act(() => changeLanguage('en'));
  });
  afterEach(() => clearTokens());

  it('tells anyone but the office that the page is not theirs', async () => {
    await loginAs('user@cue.test', 'ROLE_USER');
    renderOffice();
    expect(await screen.findByRole('heading', { level: 1, name: 'Access Denied' })).toBeTruthy();
    expect(screen.getByText('Only the program office can open this page.')).toBeTruthy();
  });

  it('approves a waiting musician at once: the account leaves the list and is mailed', async () => {
    await loginAs('admin@cue.test', 'ROLE_ADMIN');
    renderOffice();
    const name = pendingName();
    const approve = await screen.findByRole('button', { name: `Approve ${name}` });
    fireEvent.click(approve);
    await waitFor(() => expect(screen.queryByRole('button', { name: `Approve ${name}` })).toBeNull());
    expect(
      api()
        .provider.ctx.db.outbox.findMany((q) => q.where({ to: 'pending@cue.test' }))
        .map((mail) => mail.subject.en),
    ).toEqual(['[Cue Connect] Your musician account is approved']);
  });

  it('rejects only with a reason, keeps what was chosen when asked for it, and shows the reason among the rejected', async () => {
    await loginAs('admin@cue.test', 'ROLE_ADMIN');
    renderOffice();
    const name = pendingName();
    fireEvent.click(await screen.findByRole('button', { name: `Reject ${name}` }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(within(dialog).getByRole('alert').textContent).toBe('Please choose a reason.');
    fireEvent.click(within(dialog).getByLabelText('Other (the note says why)'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(within(dialog).getByText('With “Other”, please write the reason in the note.')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('Note (mailed to the musician)'), { target: { value: 'Please add your showreel.' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api().provider.ctx.db.users.findFirst((q) => q.where({ email: 'pending@cue.test' }))!.status).toBe('REJECTED');

    fireEvent.change(screen.getByLabelText('Status'), { target: { value: 'REJECTED' } });
    expect(await screen.findByText('Please add your showreel.')).toBeTruthy();
    expect(screen.getByText('Other (the note says why)')).toBeTruthy();
    expect(screen.getByRole('button', { name: `Approve ${name}` })).toBeTruthy();
  });
});
