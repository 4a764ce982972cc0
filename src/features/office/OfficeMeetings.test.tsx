// @vitest-environment happy-dom
import { fireEvent, screen, within } from '@testing-library/react';
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { nextId } from '../../../mocks/db/database';
import { useTestApi } from '../../../mocks/testing/useTestApi';
import { changeMeetingSchedule, getMeetingSchedule, login } from '../../lib/api/generated/sdk.gen';
import type { UserProfile } from '../../lib/api/generated/types.gen';
import { clearTokens, storeTokens } from '../../lib/auth/sessionStore';
import { changeLanguage } from '../../lib/i18n/i18n';
import { renderRoutes, setUpPageTests } from '../../lib/testing/pageTestSetup';
import { OfficePage } from './OfficePage';

setUpPageTests();
vi.mock('../../lib/ui/AppToaster', () => ({ showAppToast: vi.fn(), getAppToaster: vi.fn() }));
vi.mock('../../lib/auth/useCurrentUser', () => ({ useCurrentUser: () => ({ authorityType: 'ROLE_ADMIN' }) satisfies Partial<UserProfile> }));

const renderMeetings = async () => {
  renderRoutes(
    [
      { path: '/office', Component: OfficePage },
      { path: '*', Component: () => null },
    ],
    '/office?tab=meetings',
  );
  // The seed's pilot round (round 2) has the meeting settings and an accepted request.
  fireEvent.change(await screen.findByLabelText(/^(Round|회차)$/), { target: { value: '2' } });
  await screen.findByRole('heading', { level: 3, name: /Meeting settings|미팅 설정/ });
};

describe("the office console's 1:1 meetings", () => {
  const api = useTestApi({ accessTokenSeconds: 365 * 24 * 3600 });
  const db = () => api().provider.ctx.db;
  const office = () => api().clientFor('admin@cue.test');
  const version = async () => (await getMeetingSchedule({ client: await office(), path: { roundId: 2 } })).data!.data.version;
  const place = async (requestId: number, slotId: string, tableId: number) =>
    changeMeetingSchedule({
      client: await office(),
      path: { roundId: 2 },
      body: { expectedVersion: await version(), change: { kind: 'place', requestId, slotId, tableId } },
    });

  beforeEach(async () => {
    await act(() => changeLanguage('en'));
    const { data } = await login({ client: api().anonymous, body: { login: 'admin@cue.test', password: 'cue-connect-1' } });
    storeTokens({ accessToken: data!.data.accessToken!, refreshToken: data!.data.refreshToken! });
  });
  afterEach(() => clearTokens());

  it('opens on the round whose meetings are being arranged (the pilot), not on the open round', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2027-01-15T03:00:00Z'));
    try {
      renderRoutes([{ path: '/office', Component: OfficePage }], '/office?tab=meetings');
      await screen.findByRole('heading', { level: 3, name: 'Meeting settings' });
      expect(screen.getByLabelText<HTMLSelectElement>('Round').value).toBe('2');
    } finally {
      vi.useRealTimers();
    }
  });

  it('previews the places, shows each broken rule under its field and saves the settings', async () => {
    await renderMeetings();
    expect(screen.getByText('14 slots a day × 2 days × 4 tables = 112 places')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Day ends'), { target: { value: '09:00' } });
    fireEvent.change(screen.getByLabelText('Table 2 name (Korean)'), { target: { value: ' ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save the meeting settings' }));
    expect(await screen.findByText('The day must end after it starts.')).toBeTruthy();
    expect(screen.getByText('Enter a name of at most 40 characters (the Korean one is required).')).toBeTruthy();

    fireEvent.change(screen.getByLabelText('Day ends'), { target: { value: '17:00' } });
    fireEvent.change(screen.getByLabelText('Table 2 name (Korean)'), { target: { value: '테이블 나' } });
    fireEvent.click(screen.getByRole('button', { name: 'Remove break 1' }));
    fireEvent.click(screen.getByRole('button', { name: 'Add a table' }));
    fireEvent.change(screen.getByLabelText('Table 5 name (Korean)'), { target: { value: '테라스' } });
    expect(screen.getByText('14 slots a day × 2 days × 5 tables = 140 places')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Save the meeting settings' }));
    expect(await screen.findByText('The meeting settings are saved.')).toBeTruthy();
    const saved = db().meetingSettings.findMany((q) => q.where({ roundId: 2 }))[0]!;
    expect(saved).toMatchObject({ dayEnd: '17:00', breaks: [] });
    expect(saved.tables.map((table) => table.name.ko)).toEqual(['테이블 A', '테이블 나', '테이블 C', '라운지 룸', '테라스']);
  });

  it("tells the provider's refusal of a table removal that holds a meeting", async () => {
    await place(1, '2027-02-25T10:30', 1);
    await renderMeetings();
    fireEvent.click(screen.getByRole('button', { name: 'Remove table 1' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save the meeting settings' }));
    expect(await screen.findByText('A slot or table you are removing holds a meeting. Move or cancel the meeting first.')).toBeTruthy();
  });

  it('runs the scheduler, says how many it placed and shows the meeting on the day board under its time and table', async () => {
    await renderMeetings();
    expect(await screen.findByRole('heading', { name: 'Accepted requests not placed (1)' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Run the scheduler' }));
    expect(await screen.findByText(/The scheduler placed 1 of 1 request\./)).toBeTruthy();
    const board = screen.getByRole('table', { name: '2027-02-25 (festival time)' });
    const headers = within(board)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(headers).toEqual(['Time', 'Table A', 'Table B', 'Table C', 'Lounge room']);
    const [meeting] = (await getMeetingSchedule({ client: await office(), path: { roundId: 2 } })).data!.data.meetings;
    const row = within(board)
      .getByRole('rowheader', { name: meeting!.slot.slotId.slice(11) })
      .closest('tr')!;
    expect(await within(row).findByText("The Lighthouse Keeper's Winter · Ujin Yoo")).toBeTruthy();
    expect(within(row).getByText('Scheduled')).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Accepted requests not placed (0)' })).toBeTruthy();
  });

  /** The seed's accepted request at 10:30 at Table A; a second one (project 5 and the demo musician, free at 10:30 and 11:00) at 11:00 at Table B. */
  const placeTwo = async (): Promise<number> => {
    const at = new Date(api().clock.now()).toISOString();
    await db().meetingRequests.create({
      id: nextId(db().meetingRequests),
      roundId: 2,
      projectId: 5,
      composerId: 2,
      requestedBy: 'production',
      note: '',
      status: 'accepted',
      responseNote: '',
      productionRank: 2,
      composerRank: 1,
      createdAt: at,
      updatedAt: at,
    });
    await db().meetingAvailability.create({
      id: nextId(db().meetingAvailability),
      roundId: 2,
      userId: 2,
      slotIds: ['2027-02-25T10:30', '2027-02-25T11:00'],
      updatedAt: at,
    });
    await place(1, '2027-02-25T10:30', 1);
    const secondId = db()
      .meetingRequests.findMany((q) => q.where({ roundId: 2, composerId: 2 }))
      .find((one) => one.status === 'accepted')!.id;
    await place(secondId, '2027-02-25T11:00', 2);
    return secondId;
  };

  it('swaps two meetings, then cancels one after a confirmation: its request waits to be placed again', async () => {
    const secondId = await placeTwo();
    await renderMeetings();
    fireEvent.click(await screen.findByRole('button', { name: "Change The Lighthouse Keeper's Winter · Ujin Yoo at 10:30" }));
    let dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Swap the meetings' }));
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(db().meetings.findMany((q) => q.where({ requestId: 1 }))[0]).toMatchObject({ slotId: '2027-02-25T11:00', tableId: 2 });
    expect(db().meetings.findMany((q) => q.where({ requestId: secondId }))[0]).toMatchObject({ slotId: '2027-02-25T10:30', tableId: 1 });

    fireEvent.click(await screen.findByRole('button', { name: "Change The Lighthouse Keeper's Winter · Ujin Yoo at 11:00" }));
    dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel the meeting' }));
    const alert = await screen.findByRole('alertdialog');
    fireEvent.click(within(alert).getByRole('button', { name: 'Cancel the meeting' }));
    expect(await screen.findByRole('heading', { name: 'Accepted requests not placed (1)' })).toBeTruthy();
    expect(db().meetings.findMany((q) => q.where({ requestId: 1 }))[0]!.status).toBe('cancelled');
    expect(screen.getByRole('button', { name: "Place The Lighthouse Keeper's Winter · Ujin Yoo" })).toBeTruthy();
  });

  it('marks a meeting held once it has begun, and corrects the mark to missed', async () => {
    await place(1, '2027-02-25T10:30', 1);
    // 10:40 festival time on the first meeting day, for the provider and for the page.
    const during = Date.parse('2027-02-25T01:40:00Z');
    api().clock.advance(during - api().clock.now());
    vi.useFakeTimers({ toFake: ['Date'], now: during });
    try {
      await renderMeetings();
      fireEvent.click(await screen.findByRole('button', { name: "Change The Lighthouse Keeper's Winter · Ujin Yoo at 10:30" }));
      let dialog = await screen.findByRole('dialog');
      expect(within(dialog).queryByRole('button', { name: 'Move the meeting' })).toBeTruthy();
      fireEvent.click(within(dialog).getByRole('button', { name: 'Held' }));
      await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      expect(db().meetings.findMany((q) => q.where({ requestId: 1 }))[0]!.status).toBe('held');

      fireEvent.click(await screen.findByRole('button', { name: "Change The Lighthouse Keeper's Winter · Ujin Yoo at 10:30" }));
      dialog = await screen.findByRole('dialog');
      // A held meeting is not moved any more; its mark may be corrected.
      expect(within(dialog).queryByRole('button', { name: 'Move the meeting' })).toBeNull();
      expect(within(dialog).queryByRole('button', { name: 'Held' })).toBeNull();
      fireEvent.click(within(dialog).getByRole('button', { name: 'Missed' }));
      await vi.waitFor(() => expect(db().meetings.findMany((q) => q.where({ requestId: 1 }))[0]!.status).toBe('missed'));
    } finally {
      vi.useRealTimers();
    }
  });

  it("refuses a move into a taken table with the provider's reason, and a stale version with SCHEDULE_CHANGED and the latest schedule", async () => {
    const secondId = await placeTwo();
    await renderMeetings();

    fireEvent.click(await screen.findByRole('button', { name: "Change The Lighthouse Keeper's Winter · Ujin Yoo at 10:30" }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('Slot'), { target: { value: '2027-02-25T11:00' } });
    const tables = within(dialog).getByLabelText('Table');
    expect(within(tables).getByRole('option', { name: 'Table B (taken)' })).toBeTruthy();
    fireEvent.change(tables, { target: { value: '2' } });
    expect(within(dialog).getByText('The table is taken in this slot.')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Move the meeting' }));
    const refusal = await within(dialog).findByRole('alert');
    expect(refusal.textContent).toContain('This change would clash with the schedule.');
    expect(refusal.textContent).toContain('The table is taken in this slot.');

    // Another window moves the other meeting meanwhile: this one's version is stale.
    await changeMeetingSchedule({
      client: await office(),
      path: { roundId: 2 },
      body: { expectedVersion: await version(), change: { kind: 'cancel', meetingId: db().meetings.findMany((q) => q.where({ requestId: secondId }))[0]!.id } },
    });
    fireEvent.change(tables, { target: { value: '3' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Move the meeting' }));
    await vi.waitFor(() =>
      expect(within(dialog).getByRole('alert').textContent).toContain(
        'The schedule was changed in another window. The latest schedule is loaded; check it and try again.',
      ),
    );
    // The latest schedule is read: the cancelled meeting's request waits to be placed again, and a retry goes through.
    expect(await screen.findByRole('heading', { name: 'Accepted requests not placed (1)' })).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Move the meeting' }));
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const moved = db().meetings.findMany((q) => q.where({ requestId: 1 }))[0]!;
    expect(moved).toMatchObject({ slotId: '2027-02-25T11:00', tableId: 3 });
  });
});
