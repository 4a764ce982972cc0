// @vitest-environment happy-dom
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { act } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { useTestApi } from '../../../../mocks/testing/useTestApi';
import { changeLanguage } from '../../../lib/i18n/i18n';
import { renderRoutes, setUpPageTests, testControl } from '../../../lib/testing/pageTestSetup';
import { FaqPage } from './FaqPage';

setUpPageTests();
vi.mock('../../../lib/ui/AppToaster', () => ({ showAppToast: vi.fn(), getAppToaster: vi.fn() }));

const control = testControl();

function renderFaq() {
  renderRoutes([{ path: '/faq', Component: FaqPage }], '/faq');
}

const question = (name: string) => screen.getByRole('button', { name });
const answerOf = (button: HTMLElement) => document.getElementById(button.getAttribute('aria-controls')!)!;

describe('the FAQ', () => {
  useTestApi();

  it('lists every question closed, as buttons controlling their answers', async () => {
    await act(() => changeLanguage('en'));
    renderFaq();
    const list = await screen.findByRole('list', { name: 'Frequently asked questions' });
    const buttons = within(list).getAllByRole('button');
    expect(buttons).toHaveLength(15);
    for (const button of buttons) {
      expect(button.getAttribute('aria-expanded')).toBe('false');
      expect(answerOf(button).hidden).toBe(true);
      expect(answerOf(button).getAttribute('aria-labelledby')).toBe(button.id);
    }
  });

  it('opens and closes answers with the keyboard, several at once, and moves between questions with the arrows', async () => {
    await act(() => changeLanguage('en'));
    const user = userEvent.setup();
    renderFaq();
    await screen.findByRole('list', { name: 'Frequently asked questions' });
    const like = question('How do I like a track?');
    act(() => like.focus());
    await user.keyboard('{Enter}');
    expect(like.getAttribute('aria-expanded')).toBe('true');
    const answer = answerOf(like);
    expect(answer.hidden).toBe(false);
    expect(answer.textContent).toMatch(/^Log in and press the heart on a track/);
    expect(screen.getByRole('region', { name: 'How do I like a track?' })).toBe(answer);

    await user.keyboard('{ArrowDown}');
    const next = document.activeElement as HTMLElement;
    expect(next).not.toBe(like);
    await user.keyboard(' ');
    expect(next.getAttribute('aria-expanded')).toBe('true');
    expect(like.getAttribute('aria-expanded')).toBe('true');

    await user.keyboard('{ArrowUp}');
    expect(document.activeElement).toBe(like);
    await user.keyboard('{Enter}');
    expect(like.getAttribute('aria-expanded')).toBe('false');
    expect(answerOf(like).hidden).toBe(true);

    await user.keyboard('{End}');
    const buttons = within(screen.getByRole('list', { name: 'Frequently asked questions' })).getAllByRole('button');
    expect(document.activeElement).toBe(buttons.at(-1));
    await user.keyboard('{Home}');
    expect(document.activeElement).toBe(buttons[0]);
  });

  it('expands and collapses every answer at once', async () => {
    await act(() => changeLanguage('en'));
    const user = userEvent.setup();
    renderFaq();
    const list = await screen.findByRole('list', { name: 'Frequently asked questions' });
    await user.click(screen.getByRole('button', { name: 'Expand all' }));
    expect(
      within(list)
        .getAllByRole('button')
        .every((button) => button.getAttribute('aria-expanded') === 'true'),
    ).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Collapse all' }));
    expect(
      within(list)
        .getAllByRole('button')
        .every((button) => button.getAttribute('aria-expanded') === 'false'),
    ).toBe(true);
  });

  it('shows questions and answers in Korean for a Korean reader', async () => {
    const user = userEvent.setup();
    renderFaq();
    await screen.findByRole('list', { name: '자주 묻는 질문' });
    await user.click(question('좋아요는 어떻게 누르나요?'));
    expect(screen.getByRole('region', { name: '좋아요는 어떻게 누르나요?' }).textContent).not.toBe('');
  });

  it('tells a failed load and loads again on Retry', async () => {
    await act(() => changeLanguage('en'));
    await control.injectFault({ operationId: 'listFaqs', fault: { kind: 'status', status: 500 }, times: 1 });
    renderFaq();
    expect(await screen.findByText('Failed to load the FAQ.')).toBeTruthy();
    await act(async () => screen.getByRole('button', { name: 'Retry' }).click());
    expect(await screen.findByRole('list', { name: 'Frequently asked questions' })).toBeTruthy();
  });
});
