// @vitest-environment happy-dom
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { act } from 'react';
import type { ComponentType } from 'react';
import { describe, expect, it } from 'vitest';
import { changeLanguage } from '../../lib/i18n/i18n';
import { renderRoutes, setUpPageTests } from '../../lib/testing/pageTestSetup';
import { GuardLayout } from './GuardLayout';
import { MainLayout } from './MainLayout';

setUpPageTests();

/** A layout around a page, with the policy's route beside it (so following the link shows where it leads). */
function renderLayout(Layout: ComponentType, path: string) {
  renderRoutes(
    [
      { Component: Layout, children: [{ path, element: <p>the page</p> }] },
      { path: '/privacy', element: <h1>the policy</h1> },
    ],
    path,
  );
}

describe('the privacy policy link', () => {
  it('sits in the side navigation foot, above the copyright line, in the interface language', async () => {
    renderLayout(MainLayout, '/faq');
    const foot = screen.getByRole('navigation', { name: '주 메뉴' }).querySelector('footer')!;
    const link = within(foot).getByRole('link', { name: '개인정보처리방침' });
    expect(link.getAttribute('href')).toBe('/privacy');
    expect(link.compareDocumentPosition(within(foot).getByText(/©/)) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    await act(() => changeLanguage('en'));
    expect(within(foot).getByRole('link', { name: 'Privacy Policy' })).toBe(link);
  });

  it('sits under the guard card of the login page, in the main content, and opens the policy with Enter', async () => {
    const user = userEvent.setup();
    renderLayout(GuardLayout, '/login');
    const main = screen.getByRole('main');
    const link = within(main).getByRole('link', { name: '개인정보처리방침' });
    expect(link.closest('.app-guard__card')).toBeNull();
    expect(screen.queryByRole('contentinfo')).toBeNull();
    act(() => link.focus());
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('heading', { name: 'the policy' })).toBeTruthy();
  });
});
