// @vitest-environment happy-dom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useTestApi } from '../../../../mocks/testing/useTestApi';
import { login } from '../../../lib/api/generated/sdk.gen';
import type { UserProfile } from '../../../lib/api/generated/types.gen';
import { clearTokens, storeTokens } from '../../../lib/auth/sessionStore';
import { changeLanguage } from '../../../lib/i18n/i18n';
import { renderRoutes, setUpPageTests, testControl } from '../../../lib/testing/pageTestSetup';
import { IndustryProfileSection } from './IndustryProfileSection';

setUpPageTests();
vi.mock('../../../lib/ui/AppToaster', () => ({ showAppToast: vi.fn(), getAppToaster: vi.fn() }));
const currentUser = vi.hoisted(() => ({ value: undefined as Partial<UserProfile> | undefined }));
vi.mock('../../../lib/auth/useCurrentUser', () => ({ useCurrentUser: () => currentUser.value }));

const renderSection = () => renderRoutes([{ path: '*', Component: IndustryProfileSection }], '/my-page');
const region = () => screen.findByRole('region', { name: 'Industry profile' });
const fieldOf = (name: string) => document.querySelector<HTMLElement>(`[data-field="${name}"]`)!;

describe("My Page's industry profile", () => {
  const api = useTestApi({ accessTokenSeconds: 365 * 24 * 3600 });
  const profiles = () => api().provider.ctx.db.industryProfiles;

  async function loginAs(email: string, authorityType: UserProfile['authorityType']) {
    const { data } = await login({ client: api().anonymous, body: { login: email, password: 'cue-connect-1' } });
    storeTokens({ accessToken: data!.data.accessToken!, refreshToken: data!.data.refreshToken! });
    currentUser.value = { authorityType };
  }
  const withoutProfile = () => profiles().delete(profiles().findFirst((q) => q.where({ userId: 1 }))!);

  beforeEach(async () => {
    await act(() => changeLanguage('en'));
  });
  afterEach(() => clearTokens());

  it('is not offered to musicians', async () => {
    await loginAs('musician@cue.test', 'ROLE_MUSICIAN');
    renderSection();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('region', { name: 'Industry profile' })).toBeNull();
  });

  it('shows a verified profile with its mark, edit and withdraw', async () => {
    await loginAs('user@cue.test', 'ROLE_USER');
    renderSection();
    const section = await region();
    expect(await within(section).findByText('Verified industry')).toBeTruthy();
    expect(within(section).getByText('Bluefield Pictures')).toBeTruthy();
    expect(within(section).getByRole('button', { name: 'Edit' })).toBeTruthy();
    expect(within(section).getByRole('button', { name: 'Withdraw' })).toBeTruthy();
  });

  it('without a profile explains and asks; each rule is told under its field; a valid request waits for the office', async () => {
    await loginAs('user@cue.test', 'ROLE_USER');
    withoutProfile();
    renderSection();
    const section = await region();
    const send = await within(section).findByRole('button', { name: 'Send to the program office' });
    fireEvent.click(send);
    await waitFor(() => expect(fieldOf('company').textContent).toContain('Please enter your company'));
    expect(fieldOf('role').textContent).toContain('Please choose your role.');
    expect(fieldOf('filmographyUrl').textContent).toContain('Please enter a link to your filmography.');
    expect(within(fieldOf('company')).getByRole('textbox').getAttribute('aria-invalid')).toBe('true');

    fireEvent.change(within(section).getByLabelText('Company'), { target: { value: 'Harbour Films' } });
    fireEvent.change(within(section).getByLabelText('Role'), { target: { value: 'producer' } });
    fireEvent.change(within(section).getByLabelText('Filmography link'), { target: { value: 'javascript:alert(1)' } });
    await waitFor(() => expect(fieldOf('filmographyUrl').textContent).toContain('Please enter a web address starting with https:// or http://.'));
    fireEvent.change(within(section).getByLabelText('Filmography link'), { target: { value: 'https://harbour.example.com/films' } });
    fireEvent.click(send);
    expect(await within(section).findByText('Waiting for the office')).toBeTruthy();
    expect(profiles().findFirst((q) => q.where({ userId: 1 }))).toMatchObject({ company: 'Harbour Films', role: 'producer', status: 'pending' });
  });

  it('keeps everything typed when the save fails', async () => {
    await loginAs('user@cue.test', 'ROLE_USER');
    withoutProfile();
    renderSection();
    const section = await region();
    fireEvent.change(await within(section).findByLabelText('Company'), { target: { value: 'Harbour Films' } });
    fireEvent.change(within(section).getByLabelText('Role'), { target: { value: 'director' } });
    fireEvent.change(within(section).getByLabelText('Filmography link'), { target: { value: 'https://harbour.example.com' } });
    fireEvent.change(within(section).getByLabelText('Note to the program office (optional)'), { target: { value: 'Two features.' } });
    await testControl().injectFault({ operationId: 'saveMyIndustryProfile', fault: { kind: 'status', status: 500 }, times: 1 });
    fireEvent.click(within(section).getByRole('button', { name: 'Send to the program office' }));
    expect(await within(section).findByRole('alert')).toBeTruthy();
    expect(within(section).getByLabelText<HTMLInputElement>('Company').value).toBe('Harbour Films');
    expect(within(section).getByLabelText<HTMLSelectElement>('Role').value).toBe('director');
    expect(within(section).getByLabelText<HTMLInputElement>('Filmography link').value).toBe('https://harbour.example.com');
    expect(within(section).getByLabelText<HTMLTextAreaElement>('Note to the program office (optional)').value).toBe('Two features.');
  });

  it("tells a rejection's reason and the office's note, and its edit asks again", async () => {
    await loginAs('user@cue.test', 'ROLE_USER');
    const profile = profiles().findFirst((q) => q.where({ userId: 1 }))!;
    await profiles().update(profile, {
      data(record) {
        Object.assign(record, { status: 'rejected', rejectReason: 'OTHER', decisionNote: 'Please link your company page.' });
      },
    });
    renderSection();
    const section = await region();
    expect(await within(section).findByText('Not verified')).toBeTruthy();
    expect(within(section).getByText("Another reason (see the office's note).")).toBeTruthy();
    expect(within(section).getByText('Please link your company page.')).toBeTruthy();
    fireEvent.click(within(section).getByRole('button', { name: 'Edit and ask again' }));
    fireEvent.click(await within(section).findByRole('button', { name: 'Save' }));
    expect(await within(section).findByText('Waiting for the office')).toBeTruthy();
  });

  it('is withdrawn after a confirmation, and the form offers a new one', async () => {
    await loginAs('user@cue.test', 'ROLE_USER');
    renderSection();
    const section = await region();
    fireEvent.click(await within(section).findByRole('button', { name: 'Withdraw' }));
    const alert = await screen.findByRole('alertdialog');
    fireEvent.click(within(alert).getByRole('button', { name: 'Withdraw' }));
    expect(await within(section).findByRole('button', { name: 'Send to the program office' })).toBeTruthy();
    expect(profiles().findFirst((q) => q.where({ userId: 1 }))).toBeUndefined();
  });
});
