// @vitest-environment happy-dom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { act } from 'react';
import { useParams } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useTestApi } from '../../../mocks/testing/useTestApi';
import { login } from '../../lib/api/generated/sdk.gen';
import { clearTokens, storeTokens } from '../../lib/auth/sessionStore';
import { changeLanguage } from '../../lib/i18n/i18n';
import { renderRoutes, setUpPageTests } from '../../lib/testing/pageTestSetup';
import { BriefPage } from './BriefPage';
import { BriefsPage } from './BriefsPage';
import { PublishBriefPage } from './publish/PublishBriefPage';

setUpPageTests();
vi.mock('../../lib/ui/AppToaster', () => ({ showAppToast: vi.fn(), getAppToaster: vi.fn() }));

function BriefRoute() {
  const briefId = Number(useParams().briefId);
  return <BriefPage key={briefId} briefId={briefId} />;
}
function PublishRoute() {
  return <PublishBriefPage projectId={Number(useParams().projectId)} />;
}

const open = (path: string) =>
  renderRoutes(
    [
      { path: '/program/briefs', Component: BriefsPage },
      { path: '/program/briefs/:briefId', Component: BriefRoute },
      { path: '/program/projects/:projectId/brief', Component: PublishRoute },
    ],
    path,
  );

/** The seed's pilot round: user@cue.test's project 5 has brief 1, with Ujin Yoo's shortlisted answer 1. */
describe("a brief and its answers, the production's side", () => {
  const api = useTestApi({ accessTokenSeconds: 365 * 24 * 3600 });
  const answer = () => api().provider.ctx.db.answers.findFirst((q) => q.where({ id: 1 }))!;

  async function logIn(email: string, language: 'en' | 'ko' = 'en') {
    await act(() => changeLanguage(language));
    const { data } = await login({ client: api().anonymous, body: { login: email, password: 'cue-connect-1' } });
    storeTokens({ accessToken: data!.data.accessToken!, refreshToken: data!.data.refreshToken! });
  }
  afterEach(() => clearTokens());

  it('lists the production’s brief with its deadline and answer count', async () => {
    await logIn('user@cue.test');
    open('/program/briefs');
    const link = await screen.findByRole('link', { name: "The Lighthouse Keeper's Winter" });
    expect(link.getAttribute('href')).toBe('/program/briefs/1');
    const item = link.closest('li')!;
    expect(within(item).getByText('1 answer')).toBeTruthy();
    expect(within(item).getByText(/^Answers until January 31, 2027/)).toBeTruthy();
  });

  it('shows the need and the answers, and passes an answer only with a reason the composer then reads', async () => {
    await logIn('user@cue.test');
    open('/program/briefs/1');
    expect(await screen.findByRole('heading', { level: 1, name: "The Lighthouse Keeper's Winter" })).toBeTruthy();
    expect(screen.getByText('18 cues')).toBeTruthy();
    expect(screen.getByText('₩20–50 million')).toBeTruthy();
    const card = (await screen.findByRole('heading', { level: 3, name: 'Ujin Yoo' })).closest('li')!;
    expect(within(card).getByText('Shortlisted')).toBeTruthy();
    expect(within(card).getByRole<HTMLButtonElement>('button', { name: 'Shortlist Ujin Yoo' }).disabled).toBe(true);
    expect(screen.getByRole('button', { name: 'Play every answer' })).toBeTruthy();

    fireEvent.click(within(card).getByRole('button', { name: 'Pass Ujin Yoo' }));
    const dialog = await screen.findByRole('dialog', { name: "Pass Ujin Yoo's answer" });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Pass the answer' }));
    expect(await within(dialog).findByText('Please choose a reason.')).toBeTruthy();
    expect(answer().status).toBe('shortlisted');

    fireEvent.click(within(dialog).getByLabelText('Another composer was chosen.'));
    fireEvent.change(within(dialog).getByRole('textbox'), { target: { value: 'Next film, we hope.' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Pass the answer' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(answer()).toMatchObject({ status: 'passed', passReason: 'CHOSEN_ANOTHER', passNote: 'Next film, we hope.' });
    expect(await within(card).findByText('Passed')).toBeTruthy();
    expect(within(card).getByText(/Another composer was chosen\. Next film, we hope\./)).toBeTruthy();

    // The production may change its mind: shortlisting again clears the reason.
    fireEvent.click(within(card).getByRole('button', { name: 'Shortlist Ujin Yoo' }));
    await waitFor(() => expect(answer()).toMatchObject({ status: 'shortlisted', passReason: null }));
  });

  it('is not found for an approved composer the round did not select', async () => {
    await logIn('newmusician@cue.test', 'ko');
    open('/program/briefs/1');
    expect(await screen.findByRole('heading', { level: 1, name: '브리프를 찾을 수 없습니다.' })).toBeTruthy();
  });

  it('changes the brief’s deadline in festival time, refusing one already past before sending', async () => {
    await logIn('user@cue.test');
    open('/program/projects/5/brief');
    const deadline = await screen.findByLabelText<HTMLInputElement>('Answers close (festival time, Korea)');
    expect(deadline.value).toBe('2027-01-31T23:59');
    fireEvent.change(deadline, { target: { value: '2020-01-01T10:00' } });
    expect(await screen.findByText('The deadline must lie ahead.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Save the brief' }));
    expect(api().provider.ctx.db.briefs.findFirst((q) => q.where({ id: 1 }))!.deadline).toBe('2027-01-31T14:59:00.000Z');

    fireEvent.change(deadline, { target: { value: '2027-02-10T18:00' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save the brief' }));
    await waitFor(() => expect(api().provider.ctx.db.briefs.findFirst((q) => q.where({ id: 1 }))!.deadline).toBe('2027-02-10T09:00:00.000Z'));
    expect(await screen.findByRole('heading', { level: 1, name: "The Lighthouse Keeper's Winter" })).toBeTruthy();
  });
});
