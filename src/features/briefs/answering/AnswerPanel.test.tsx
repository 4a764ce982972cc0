// @vitest-environment happy-dom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { act } from 'react';
import { useParams } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useTestApi } from '../../../../mocks/testing/useTestApi';
import { getBriefOptions } from '../../../lib/api/generated/@tanstack/react-query.gen';
import { createAnswer, decideAnswer, login } from '../../../lib/api/generated/sdk.gen';
import { useApiQuery } from '../../../lib/api/useApiQuery';
import { clearTokens, storeTokens } from '../../../lib/auth/sessionStore';
import { changeLanguage } from '../../../lib/i18n/i18n';
import { renderRoutes, setUpPageTests } from '../../../lib/testing/pageTestSetup';
import { AnswerPanel } from './AnswerPanel';
import { MyAnswers } from './MyAnswers';

setUpPageTests();
vi.mock('../../../lib/ui/AppToaster', () => ({ showAppToast: vi.fn(), getAppToaster: vi.fn() }));

/** The brief page's part that is the composer's: the brief read as the page reads it, the panel and the composer's answers. */
function BriefRoute() {
  const briefId = Number(useParams().briefId);
  const brief = useApiQuery(getBriefOptions({ path: { briefId } }), { loggedInOnly: true });
  return (
    <>
      {brief.state.data && <AnswerPanel brief={brief.state.data} />}
      <MyAnswers />
    </>
  );
}

const open = () => renderRoutes([{ path: '/program/briefs/:briefId', Component: BriefRoute }], '/program/briefs/1');
const panel = async () => within(await screen.findByRole('region', { name: 'Your answer' }));
const fieldOf = (name: string) => document.querySelector<HTMLElement>(`[data-field="${name}"]`)!;
const orderShown = () => Array.from(document.querySelectorAll('.app-answering-order-name')).map((item) => item.textContent);
const DAY = 24 * 60 * 60_000;

describe("a selected composer's answer to a brief", () => {
  const api = useTestApi({ accessTokenSeconds: 365 * 24 * 3600 });
  const db = () => api().provider.ctx.db;
  const answerOf = (composerId: number) => db().answers.findFirst((q) => q.where({ briefId: 1, composerId }));
  const logIn = async (email: string) => {
    const { data } = await login({ client: api().anonymous, body: { login: email, password: 'cue-connect-1' } });
    storeTokens({ accessToken: data!.data.accessToken!, refreshToken: data!.data.refreshToken! });
  };
  /** musician@cue.test's answer sent through the API, before the page opens. */
  const answered = async (body = { trackIds: [1], note: '첫 메모' }) =>
    (await createAnswer({ client: await api().clientFor('musician@cue.test'), path: { briefId: 1 }, body })).data!.data;

  beforeEach(async () => {
    await act(() => changeLanguage('en'));
    await logIn('musician@cue.test');
  });
  afterEach(() => clearTokens());

  it('answers with tracks in the chosen order and a counted note, then shows what was sent and lists it', async () => {
    open();
    const mine = within(await screen.findByRole('region', { name: 'My answers' }));
    expect(await mine.findByText('You have not answered a brief yet.')).toBeTruthy();
    const view = await panel();
    fireEvent.click(await view.findByRole('checkbox', { name: /Chase at Dawn/ }));
    fireEvent.click(view.getByRole('checkbox', { name: /Glass Garden \(Main Theme\)/ }));
    expect(orderShown()).toEqual(['Chase at Dawn', 'Glass Garden (Main Theme)']);
    expect(view.getByRole<HTMLButtonElement>('button', { name: 'Move Chase at Dawn up' }).disabled).toBe(true);
    const down = view.getByRole('button', { name: 'Move Chase at Dawn down' });
    down.focus();
    fireEvent.click(down);
    expect(orderShown()).toEqual(['Glass Garden (Main Theme)', 'Chase at Dawn']);
    expect(view.getByText('Chase at Dawn moved to position 2 of 2.')).toBeTruthy();
    // The moved track's button that can still act keeps the focus.
    expect(document.activeElement).toBe(view.getByRole('button', { name: 'Move Chase at Dawn up' }));
    fireEvent.change(view.getByLabelText('Note to the production'), { target: { value: 'Cello for the snow.' } });
    expect(view.getByText('19 / 1000')).toBeTruthy();

    fireEvent.click(view.getByRole('button', { name: 'Send answer' }));
    expect(await view.findByText('Your answer is sent to the production.')).toBeTruthy();
    expect(answerOf(2)).toMatchObject({ trackIds: [2, 1], note: 'Cello for the snow.', status: 'submitted' });
    expect(await view.findByText('The production has not decided yet.')).toBeTruthy();
    expect(view.getByText('Sent')).toBeTruthy();
    const sent = view.getByRole('list', { name: 'Tracks you sent' });
    expect(
      within(sent)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Glass Garden (Main Theme)', 'Chase at Dawn']);
    expect(view.getByText('Cello for the snow.')).toBeTruthy();
    expect(view.getByRole('button', { name: 'Edit answer' })).toBeTruthy();
    expect(view.getByRole('button', { name: 'Withdraw answer' })).toBeTruthy();
    const listed = await mine.findByRole('link', { name: "The Lighthouse Keeper's Winter" });
    expect(listed.getAttribute('href')).toBe('/program/briefs/1');
  });

  it('asks for a track before sending, and names a track refused by the provider under the tracks, keeping the note', async () => {
    open();
    const view = await panel();
    const glass = await view.findByRole('checkbox', { name: /Glass Garden \(Main Theme\)/ });
    fireEvent.change(view.getByLabelText('Note to the production'), { target: { value: 'Kept note' } });
    fireEvent.click(view.getByRole('button', { name: 'Send answer' }));
    await waitFor(() => expect(fieldOf('trackIds').textContent).toContain('Choose at least one of your tracks.'));
    expect(answerOf(2)).toBeUndefined();

    // The track is deleted elsewhere after the page showed it.
    fireEvent.click(glass);
    db().music.delete(db().music.findFirst((q) => q.where({ id: 2 }))!);
    fireEvent.click(view.getByRole('button', { name: 'Send answer' }));
    await waitFor(() => expect(fieldOf('trackIds').textContent).toContain('One of the chosen tracks is no longer yours'));
    expect(fieldOf('note').textContent).not.toContain('no longer yours');
    expect(view.getByLabelText<HTMLTextAreaElement>('Note to the production').value).toBe('Kept note');
    expect(view.getByRole<HTMLInputElement>('checkbox', { name: /Glass Garden/ }).checked).toBe(true);
    expect(answerOf(2)).toBeUndefined();
  });

  it('edits the answer: the form starts from what was sent, Cancel leaves it, Save keeps the change', async () => {
    await answered({ trackIds: [1, 2], note: '첫 메모' });
    open();
    const view = await panel();
    fireEvent.click(await view.findByRole('button', { name: 'Edit answer' }));
    expect(await view.findByLabelText<HTMLTextAreaElement>('Note to the production')).toMatchObject({ value: '첫 메모' });
    expect(orderShown()).toEqual(['Chase at Dawn', 'Glass Garden (Main Theme)']);
    // The first checkbox has the focus while editing; Cancel gives it back to Edit.
    await waitFor(() => expect(document.activeElement).toBe(view.getByRole('checkbox', { name: /Chase at Dawn/ })));
    fireEvent.click(view.getByRole('button', { name: 'Cancel' }));
    const edit = await view.findByRole('button', { name: 'Edit answer' });
    await waitFor(() => expect(document.activeElement).toBe(edit));
    fireEvent.click(edit);
    fireEvent.click(await view.findByRole('checkbox', { name: /Chase at Dawn/ }));
    fireEvent.change(view.getByLabelText('Note to the production'), { target: { value: 'Only the theme.' } });
    fireEvent.click(view.getByRole('button', { name: 'Save changes' }));
    expect(await view.findByText('Your changes are saved.')).toBeTruthy();
    expect(answerOf(2)).toMatchObject({ trackIds: [2], note: 'Only the theme.', status: 'submitted' });
    expect(await view.findByText('Only the theme.')).toBeTruthy();
  });

  it('withdraws the answer after asking, then answers again', async () => {
    await answered();
    open();
    const view = await panel();
    fireEvent.click(await view.findByRole('button', { name: 'Withdraw answer' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Withdraw answer' });
    expect(dialog.textContent).toContain("Withdraw your answer to “The Lighthouse Keeper's Winter”?");
    fireEvent.click(within(dialog).getByRole('button', { name: 'Keep it' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(answerOf(2)!.status).toBe('submitted');

    fireEvent.click(view.getByRole('button', { name: 'Withdraw answer' }));
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Withdraw' }));
    expect(await view.findByText('Your answer is withdrawn.')).toBeTruthy();
    expect(answerOf(2)!.status).toBe('withdrawn');
    expect(await view.findByText('You withdrew your answer. You may answer again before the deadline.')).toBeTruthy();
    const mine = within(screen.getByRole('region', { name: 'My answers' }));
    expect(await mine.findByText('You withdrew it')).toBeTruthy();

    fireEvent.click(await view.findByRole('checkbox', { name: /Glass Garden/ }));
    fireEvent.click(view.getByRole('button', { name: 'Send answer' }));
    expect(await view.findByText('Your answer is sent to the production.')).toBeTruthy();
    expect(answerOf(2)).toMatchObject({ trackIds: [2], status: 'submitted' });
    expect(await mine.findByText('Waiting for the production')).toBeTruthy();
  });

  it("shows a pass with its reason and the production's note, with nothing left to edit or withdraw", async () => {
    const answer = await answered();
    const production = await api().clientFor('user@cue.test');
    await decideAnswer({
      client: production,
      path: { answerId: answer.answerId },
      body: { outcome: 'passed', reasonCode: 'BUDGET', note: 'We hope to work with you later.' },
    });
    open();
    const view = await panel();
    expect(await view.findByText('Reason: The budget does not fit.')).toBeTruthy();
    expect(view.getByText('Not taken forward')).toBeTruthy();
    expect(view.getByText('We hope to work with you later.')).toBeTruthy();
    expect(view.getByText('Passed')).toBeTruthy();
    expect(view.queryByRole('button', { name: 'Edit answer' })).toBeNull();
    expect(view.queryByRole('button', { name: 'Withdraw answer' })).toBeNull();
    const mine = within(screen.getByRole('region', { name: 'My answers' }));
    expect(await mine.findByText('The production passed on it')).toBeTruthy();
    expect(mine.getByText('Reason: The budget does not fit.')).toBeTruthy();
  });

  it('shows a shortlist as good news, in Korean too', async () => {
    clearTokens();
    await logIn('ujin.yoo@example.com');
    await act(() => changeLanguage('ko'));
    open();
    const view = within(await screen.findByRole('region', { name: '내 답변' }));
    expect(await view.findByText(/제작진이 내 답변을 후보로 선정했습니다/)).toBeTruthy();
    expect(view.queryByRole('button', { name: '답변 수정' })).toBeNull();
    expect(await screen.findByRole('link', { name: '등대지기의 겨울' })).toBeTruthy();
  });

  it('says when answers closed once the deadline has passed, and offers no form nor step', async () => {
    await answered();
    api().clock.advance(92 * DAY);
    open();
    const view = await panel();
    expect(
      await view.findByText('Answers closed on January 31, 2027 at 11:59 PM (festival time, Korea). Answers can no longer be sent, changed or withdrawn.'),
    ).toBeTruthy();
    expect(await view.findByText('The production has not decided yet.')).toBeTruthy();
    expect(view.queryByRole('button', { name: 'Edit answer' })).toBeNull();
    expect(view.queryByRole('button', { name: 'Withdraw answer' })).toBeNull();
  });

  it('offers no form after the deadline to a composer who did not answer', async () => {
    api().clock.advance(92 * DAY);
    open();
    const view = await panel();
    expect(await view.findByText('You did not answer this brief.')).toBeTruthy();
    expect(view.queryByRole('button', { name: 'Send answer' })).toBeNull();
  });
});
