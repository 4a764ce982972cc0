// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useTestApi } from '../../../mocks/testing/useTestApi';
import { changeMeetingRequest, login } from '../../lib/api/generated/sdk.gen';
import { appQueryClient } from '../../lib/api/queryClient';
import { clearTokens, storeTokens } from '../../lib/auth/sessionStore';
import { changeLanguage } from '../../lib/i18n/i18n';
import { renderRoutes, setUpPageTests } from '../../lib/testing/pageTestSetup';
import { MeetingsPage } from './MeetingsPage';

setUpPageTests();

const open = (entry = '/program/meetings') => renderRoutes([{ path: '/program/meetings', Component: MeetingsPage }], entry);
const requests = async () => within(await screen.findByRole('list', { name: 'Requests made and received' }));
const rankingShown = () => Array.from(document.querySelectorAll('.app-meetings-ranking-name')).map((item) => item.textContent);

describe('the participant’s meetings page', () => {
  const api = useTestApi({ accessTokenSeconds: 365 * 24 * 3600 });
  const db = () => api().provider.ctx.db;
  const logIn = async (email: string) => {
    const { data } = await login({ client: api().anonymous, body: { login: email, password: 'cue-connect-1' } });
    storeTokens({ accessToken: data!.data.accessToken!, refreshToken: data!.data.refreshToken! });
  };

  beforeEach(async () => {
    // The page judges the meeting days by the browser's clock: the mock's fixed "now", before the pilot's meetings.
    vi.useFakeTimers({ toFake: ['Date'], now: api().clock.now() });
    await act(() => changeLanguage('en'));
  });
  afterEach(() => {
    vi.useRealTimers();
    clearTokens();
  });

  it('shows a composer only the actions a received pending request allows, and accepting it leaves only Cancel', async () => {
    await logIn('musician@cue.test');
    open();
    const list = await requests();
    expect(list.getByText('Waiting for an answer')).toBeTruthy();
    const buttons = () => list.getAllByRole('button').map((button) => button.textContent);
    expect(buttons()).toEqual([`Accept The Lighthouse Keeper's Winter`, `Decline The Lighthouse Keeper's Winter`]);
    expect(screen.getByText('1 of 8 meetings asked for or agreed')).toBeTruthy();
    fireEvent.click(list.getByRole('button', { name: `Accept The Lighthouse Keeper's Winter` }));
    await waitFor(() => expect(list.getByText('Accepted')).toBeTruthy());
    expect(buttons()).toEqual([`Cancel meeting with The Lighthouse Keeper's Winter`]);
    expect(db().meetingRequests.findFirst((q) => q.where({ id: 2 }))?.status).toBe('accepted');
  });

  it('declines with a note, which the production then reads', async () => {
    await logIn('musician@cue.test');
    open();
    fireEvent.click((await requests()).getByRole('button', { name: `Decline The Lighthouse Keeper's Winter` }));
    const dialog = within(await screen.findByRole('dialog'));
    fireEvent.change(dialog.getByLabelText('Note for the other side (optional)'), { target: { value: 'Booked that week, sorry.' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Decline' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await screen.findByText('Booked that week, sorry.')).toBeTruthy();
    expect(db().meetingRequests.findFirst((q) => q.where({ id: 2 }))).toMatchObject({ status: 'declined', responseNote: 'Booked that week, sorry.' });
  });

  it('lets a production rank its open requests with the keyboard focus kept and the new place announced', async () => {
    await logIn('user@cue.test');
    open();
    await requests();
    await waitFor(() => expect(rankingShown()).toHaveLength(2));
    const [first, second] = rankingShown();
    const down = screen.getByRole('button', { name: `Move ${first} down` });
    down.focus();
    fireEvent.click(down);
    expect(rankingShown()).toEqual([second, first]);
    expect(screen.getByText(`${first} moved to position 2 of 2.`)).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: `Move ${first} up` }));
    await waitFor(() => expect(db().meetingRequests.findFirst((q) => q.where({ id: 1 }))?.productionRank).toBe(2));
    expect(db().meetingRequests.findFirst((q) => q.where({ id: 2 }))?.productionRank).toBe(1);
  });

  it('opens the request dialog for a composer named in the address, with the project chosen, and sends it with a counted note', async () => {
    await logIn('user@cue.test');
    // The production's pending request to the demo musician withdrawn first, so a new one may be made.
    await changeMeetingRequest({ client: await api().clientFor('user@cue.test'), path: { requestId: 2 }, body: { action: 'withdraw' }, throwOnError: true });
    const router = open(`/program/meetings?composer=2&project=5`);
    const dialog = within(await screen.findByRole('dialog'));
    expect(dialog.getByLabelText<HTMLSelectElement>('Your project').value).toBe('5');
    fireEvent.change(dialog.getByLabelText('Note (why you would like to meet)'), { target: { value: 'Strings?' } });
    expect(dialog.getByText('8 / 500')).toBeTruthy();
    fireEvent.click(dialog.getByRole('button', { name: 'Send request' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // Sent: a reload of the page does not open the dialog again.
    expect(router.state.location.search).toBe('');
    const made = db().meetingRequests.findMany((q) => q.where({ composerId: 2, status: 'pending' }));
    expect(made).toHaveLength(1);
    expect(made[0]).toMatchObject({ projectId: 5, note: 'Strings?', requestedBy: 'production' });
    expect(await (await requests()).findByRole('button', { name: /Withdraw request to/ })).toBeTruthy();
  });

  it('saves the availability and shows it again on the next visit', async () => {
    await logIn('musician@cue.test');
    const view = open();
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Available 25 Feb 10:00' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Available all day 26 Feb' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save availability' }));
    expect(await screen.findByText('Your availability is saved.')).toBeTruthy();
    const saved = db().meetingAvailability.findFirst((q) => q.where({ userId: 2, roundId: 2 }))!.slotIds;
    expect(saved[0]).toBe('2027-02-25T10:00');
    expect(saved.filter((id) => id.startsWith('2027-02-26'))).toHaveLength(saved.length - 1);
    view.dispose();
    cleanup();
    appQueryClient.clear();
    open();
    expect((await screen.findByRole<HTMLInputElement>('checkbox', { name: 'Available 25 Feb 10:00' })).checked).toBe(true);
    expect(screen.getByRole<HTMLInputElement>('checkbox', { name: 'Available 25 Feb 10:30' }).checked).toBe(false);
    expect(screen.getByRole<HTMLInputElement>('checkbox', { name: 'Available all day 26 Feb' }).checked).toBe(true);
  });

  it('makes a private calendar address shown in full, and stops it only once confirmed', async () => {
    await logIn('user@cue.test');
    open();
    fireEvent.click(await screen.findByRole('button', { name: 'Make a calendar address' }));
    const address = await screen.findByLabelText<HTMLInputElement>('Your private calendar address');
    expect(address.value).toMatch(new RegExp(`^${location.origin}/api/v1/calendar-feeds/[^/]+$`));
    fireEvent.click(screen.getByRole('button', { name: 'Stop the address' }));
    const alert = within(await screen.findByRole('alertdialog'));
    fireEvent.click(alert.getByRole('button', { name: 'Stop the address' }));
    expect(await screen.findByRole('button', { name: 'Make a calendar address' })).toBeTruthy();
    expect(screen.queryByLabelText('Your private calendar address')).toBeNull();
  });

  it('tells someone who takes no part why', async () => {
    await logIn('newmusician@cue.test');
    open('/program/meetings?round=2');
    expect(await screen.findByText('You do not take part in these meetings')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Meeting requests' })).toBeNull();
  });
});
