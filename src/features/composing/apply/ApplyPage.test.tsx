// @vitest-environment happy-dom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useTestApi } from '../../../../mocks/testing/useTestApi';
import { login } from '../../../lib/api/generated/sdk.gen';
import type { UserProfile } from '../../../lib/api/generated/types.gen';
import { clearTokens, storeTokens } from '../../../lib/auth/sessionStore';
import { changeLanguage } from '../../../lib/i18n/i18n';
import { renderRoutes, setUpPageTests } from '../../../lib/testing/pageTestSetup';
import { ApplyPage } from './ApplyPage';

setUpPageTests();
vi.mock('../../../lib/ui/AppToaster', () => ({ showAppToast: vi.fn(), getAppToaster: vi.fn() }));
const currentUser = vi.hoisted(() => ({ value: undefined as Partial<UserProfile> | undefined }));
vi.mock('../../../lib/auth/useCurrentUser', () => ({ useCurrentUser: () => currentUser.value }));

const DAY = 24 * 3600_000;
const openPage = () =>
  renderRoutes(
    [
      { path: '/program/apply', Component: ApplyPage },
      { path: '*', Component: () => null },
    ],
    '/program/apply',
  );
const fieldOf = (name: string) => document.querySelector<HTMLElement>(`[data-field="${name}"]`)!;
const buttonsOf = (scope: HTMLElement) =>
  Array.from(scope.querySelectorAll('.app-composing-actions button'))
    .map((button) => button.textContent)
    .filter(Boolean);

describe('applying to the open round as a composer', () => {
  const api = useTestApi({ accessTokenSeconds: 365 * 24 * 3600 });
  const db = () => api().provider.ctx.db;
  const applicationOf = (composerId: number) => db().applications.findFirst((q) => q.where({ composerId, roundId: 1 }));

  async function loginAs(email: string, user: Partial<UserProfile>) {
    const { data } = await login({ client: api().anonymous, body: { login: email, password: 'cue-connect-1' } });
    storeTokens({ accessToken: data!.data.accessToken!, refreshToken: data!.data.refreshToken! });
    currentUser.value = user;
  }
  const musician = { authorityType: 'ROLE_MUSICIAN', profile: true } as const;

  beforeEach(async () => {
    await act(() => changeLanguage('en'));
  });
  afterEach(() => clearTokens());

  it('applies with a statement, the musician’s own tracks in their chosen order and a film project', async () => {
    // The demo musician (user 2, tracks 1 and 2) without the seed's application.
    db().applications.delete((q) => q.where({ id: 1 }));
    await loginAs('musician@cue.test', musician);
    openPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Apply as a composer' })).toBeTruthy();
    expect(await screen.findByText('Open · closes February 14, 2027 at 6:00 PM')).toBeTruthy();
    fireEvent.change(await screen.findByLabelText('Statement (English)'), { target: { value: 'I score quiet films.' } });
    expect(fieldOf('statementEn').textContent).toContain('20 / 1,000 characters');
    fireEvent.click(screen.getByRole('button', { name: 'Add Glass Garden (Main Theme)' }));
    fireEvent.click(screen.getByRole('button', { name: 'Add Chase at Dawn' }));
    // The second chosen moves up, and keeps the keyboard's focus.
    const up = screen.getByRole('button', { name: 'Move Chase at Dawn up' });
    fireEvent.click(up);
    await waitFor(() => expect((document.activeElement as HTMLElement | null)?.getAttribute('aria-label')).toBe('Move Chase at Dawn down'));
    const chosen = within(screen.getByRole('list', { name: 'Chosen tracks' })).getAllByRole('listitem');
    expect(chosen.map((item) => item.textContent)).toEqual([expect.stringContaining('Chase at Dawn'), expect.stringContaining('Glass Garden')]);
    // The round's submitted projects, never a draft or a withdrawn one.
    const projects = await within(fieldOf('projectIds')).findAllByRole('checkbox');
    expect(projects).toHaveLength(2);
    expect(within(fieldOf('projectIds')).queryByText('Winter Harbour')).toBeNull();
    fireEvent.click(within(fieldOf('projectIds')).getByText('Dawn Chase'));
    expect(fieldOf('projectIds').textContent).toContain('Thriller');

    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('Your application is submitted to the program office.')).toBeTruthy();
    expect(applicationOf(2)).toMatchObject({ statement: { ko: '', en: 'I score quiet films.' }, trackIds: [1, 2], projectIds: [2], status: 'submitted' });
    expect(screen.getByText('Submitted')).toBeTruthy();
    await waitFor(() => expect(buttonsOf(document.body)).toEqual(['Edit', 'Withdraw']));
  });

  it('names a missing statement and track under their fields, and keeps what was typed', async () => {
    await act(() => changeLanguage('ko'));
    await loginAs('dowon.lim@example.com', musician);
    openPage();
    expect(await screen.findByRole('heading', { level: 1, name: '작곡가 지원' })).toBeTruthy();
    fireEvent.click(await screen.findByRole('button', { name: '지원하기' }));
    await waitFor(() => expect(fieldOf('statementKo').textContent).toContain('지원 동기를 한국어나 영어로 적어 주세요.'));
    expect(fieldOf('trackIds').textContent).toContain('내 곡을 한 곡 이상 골라 주세요.');
    fireEvent.change(screen.getByLabelText('지원 동기(한국어)'), { target: { value: '숲의 소리를 씁니다.' } });
    await waitFor(() => expect(fieldOf('statementKo').textContent).not.toContain('적어 주세요'));
    expect(applicationOf(41)).toBeUndefined();
  });

  it('tells a refusal of the provider under its field: a track deleted since it was chosen', async () => {
    await loginAs('dowon.lim@example.com', musician);
    openPage();
    fireEvent.change(await screen.findByLabelText('Statement (Korean)'), { target: { value: '숲의 소리를 씁니다.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add In the Forest' }));
    await db().music.update((q) => q.where({ id: 6 }), {
      data(track) {
        track.musicianId = 1;
      },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(fieldOf('trackIds').textContent).toContain('A chosen track is no longer in your catalogue.'));
    expect(screen.getByLabelText<HTMLTextAreaElement>('Statement (Korean)').value).toBe('숲의 소리를 씁니다.');
    expect(applicationOf(41)).toBeUndefined();
  });

  it('edits the application with the same form, prefilled, and saves it', async () => {
    await loginAs('musician@cue.test', musician);
    openPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Edit' }));
    const english = await screen.findByLabelText<HTMLTextAreaElement>('Statement (English)');
    expect(english.value).toMatch(/^I like building the pace of a scene/);
    expect(within(screen.getByRole('list', { name: 'Chosen tracks' })).getAllByRole('listitem')).toHaveLength(2);
    fireEvent.change(english, { target: { value: 'Synths and strings for thrillers.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Your changes are saved.')).toBeTruthy();
    expect(applicationOf(2)!.statement.en).toBe('Synths and strings for thrillers.');
    expect(await screen.findByText('Synths and strings for thrillers.')).toBeTruthy();
  });

  it('withdraws after a confirmation, then offers submitting it again', async () => {
    await loginAs('musician@cue.test', musician);
    openPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Withdraw' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Withdraw the application' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Withdraw' }));
    expect(await screen.findByText('Your application is withdrawn. You can submit it again while the window is open.')).toBeTruthy();
    expect(applicationOf(2)!.status).toBe('withdrawn');
    await waitFor(() => expect(buttonsOf(document.body)).toEqual(['Submit again']));
    fireEvent.click(screen.getByRole('button', { name: 'Submit again' }));
    expect(await screen.findByText('Your application is submitted again.')).toBeTruthy();
    expect(applicationOf(2)!.status).toBe('submitted');
  });

  it('says when the window closed, in festival time, and offers no step once it has', async () => {
    api().clock.advance(120 * DAY);
    await loginAs('dowon.lim@example.com', musician);
    openPage();
    expect(await screen.findByText(/Composer applications closed on February 14, 2027 at 6:00 PM \(festival time\)\./)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Apply' })).toBeNull();
  });

  it('shows the decision and its reason once the office has announced it', async () => {
    await db().applications.update((q) => q.where({ id: 1 }), {
      data(record) {
        record.status = 'not_selected';
        record.decision = { decision: 'not_selected', reasonCode: 'GENRE_FIT', note: 'Try again next year.', decidedAt: '2026-11-01T08:00:00.000Z' };
      },
    });
    await db().rounds.update((q) => q.where({ id: 1 }), {
      data(round) {
        round.decisionsAnnouncedAt = '2026-11-01T08:30:00.000Z';
      },
    });
    await loginAs('musician@cue.test', musician);
    openPage();
    expect(await screen.findByText("It is not a fit for this round's genres.")).toBeTruthy();
    expect(screen.getAllByText('Not selected').length).toBeGreaterThan(0);
    expect(screen.getByText('Try again next year.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Edit' })).toBeNull();
  });

  it('keeps an unannounced decision unseen', async () => {
    await db().applications.update((q) => q.where({ id: 1 }), {
      data(record) {
        record.status = 'selected';
        record.decision = { decision: 'selected', reasonCode: null, note: '', decidedAt: '2026-11-01T08:00:00.000Z' };
      },
    });
    await loginAs('musician@cue.test', musician);
    openPage();
    expect(await screen.findByText('The program office has your application.')).toBeTruthy();
    expect(screen.queryByText('Selected')).toBeNull();
  });

  it('tells a general user that composers apply with a musician account', async () => {
    await loginAs('user@cue.test', { authorityType: 'ROLE_USER', profile: false });
    openPage();
    expect(await screen.findByText('Composers apply with a musician account')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Sign up as a musician' }).getAttribute('href')).toBe('/sign-up');
  });

  it('points a musician without a profile to registering one', async () => {
    await loginAs('newmusician@cue.test', { authorityType: 'ROLE_MUSICIAN', profile: false });
    openPage();
    expect(await screen.findByText('Register your musician profile first')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Register your musician profile' }).getAttribute('href')).toBe('/musician-registration');
  });
});
