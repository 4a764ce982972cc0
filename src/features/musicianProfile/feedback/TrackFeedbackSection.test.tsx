// @vitest-environment happy-dom
import { fireEvent, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { act } from 'react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { TEST_ORIGIN } from '../../../../mocks/testing/testApi';
import type { TrackFeedback } from '../../../lib/api/generated/types.gen';
import { clearTokens, storeTokens } from '../../../lib/auth/sessionStore';
import { changeLanguage } from '../../../lib/i18n/i18n';
import { renderRoutes, setUpPageTests } from '../../../lib/testing/pageTestSetup';
import { TrackFeedbackSection } from './TrackFeedbackSection';
import { showAppToast } from '../../../lib/ui/AppToaster';

// A failed call's toast is the toaster's own (tested there); here, that it was asked for.
vi.mock('../../../lib/ui/AppToaster', () => ({ showAppToast: vi.fn(async () => 'toast') }));

setUpPageTests();

/** 30 days ending 2026-11-24: nothing, but 3 plays (1 through a link), 1 like and 2 shortlist adds on the last day. */
const days = Array.from({ length: 30 }, (_, day) => {
  const date = new Date(Date.UTC(2026, 9, 26 + day)).toISOString().slice(0, 10);
  return day === 29 ? { date, plays: 3, likes: 1, shortlistAdds: 2, sharedPlays: 1 } : { date, plays: 0, likes: 0, shortlistAdds: 0, sharedPlays: 0 };
});
const feedback: TrackFeedback[] = [
  {
    musicFileId: 1,
    title: { ko: '새벽의 추격', en: 'Dawn Chase' },
    days: days as TrackFeedback['days'],
    totals: { plays: 3, likes: 1, shortlistAdds: 2, sharedPlays: 1 },
    allTimeTotals: { plays: 41, likes: 9, shortlistAdds: 6, sharedPlays: 4 },
  },
];

let failNext = false;
const server = setupServer(
  http.get(`${TEST_ORIGIN}/api/v1/musician/music/feedback`, () => {
    if (failNext) {
      failNext = false;
      return HttpResponse.json({ status: 500, code: 'SERVER_ERROR', message: 'x', data: false }, { status: 500 });
    }
    return HttpResponse.json({ status: 200, code: 'OK', message: 'OK', data: feedback });
  }),
);

beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterAll(() => server.close());
// The section is a logged-in musician's (its read needs a login).
afterEach(() => clearTokens());
beforeEach(async () => {
  storeTokens({ accessToken: 'access-of-a-musician', refreshToken: 'refresh-of-a-musician' });
  failNext = false;
  await act(() => changeLanguage('en'));
});

const open = () => renderRoutes([{ path: '*', Component: TrackFeedbackSection }], '/musician-profile');

describe('listener feedback on the own profile', () => {
  it("shows each track's totals, a chart, and the same numbers as a table on request", async () => {
    open();
    const card = within(await screen.findByRole('list', { name: 'Feedback per track' })).getByRole('listitem');
    expect(within(card).getByRole('heading', { level: 3, name: 'Dawn Chase' })).toBeTruthy();
    const totals = [...card.querySelectorAll('.app-feedback-total')].map((total) => total.textContent);
    expect(totals).toEqual(['Plays3All time: 41', 'Likes1All time: 9', 'Shortlist adds2All time: 6', 'Plays through share links1All time: 4']);
    expect(within(card).getByRole('img', { name: /^Dawn Chase per day from Oct 26 to Nov 24/ })).toBeTruthy();
    expect(within(card).queryByRole('table')).toBeNull();
    fireEvent.click(within(card).getByRole('button', { name: 'Show as table' }));
    const rows = within(within(card).getByRole('table')).getAllByRole('row');
    expect(rows).toHaveLength(31);
    expect(rows[1]!.textContent).toBe('Nov 243121');
    expect(within(card).getByRole('button', { name: 'Hide table' }).getAttribute('aria-expanded')).toBe('true');
  });

  it('formats the days in Korean', async () => {
    await act(() => changeLanguage('ko'));
    open();
    fireEvent.click(await screen.findByRole('button', { name: '표로 보기' }));
    expect(screen.getAllByRole('row')[1]!.textContent).toBe('11월 24일3121');
    expect(screen.getByRole('columnheader', { name: '공유 링크로 재생' })).toBeTruthy();
  });

  it('tells a failure and loads again on Retry', async () => {
    failNext = true;
    open();
    expect(await screen.findByText('The feedback could not be loaded.')).toBeTruthy();
    expect(showAppToast).toHaveBeenCalledWith(expect.objectContaining({ message: 'A server error occurred. Please try again later.' }), 'api-failure-server');
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { level: 3, name: 'Dawn Chase' })).toBeTruthy();
  });
});
