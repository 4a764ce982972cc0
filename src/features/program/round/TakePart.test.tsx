// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import { act } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { UserProfile } from '../../../lib/api/generated/types.gen';
import { changeLanguage } from '../../../lib/i18n/i18n';
import { renderRoutes, setUpPageTests } from '../../../lib/testing/pageTestSetup';
import { TakePart } from './TakePart';

setUpPageTests();
const currentUser = vi.hoisted(() => ({ value: undefined as Partial<UserProfile> | undefined }));
vi.mock('../../../lib/auth/useCurrentUser', () => ({ useCurrentUser: () => currentUser.value }));

const renderTakePart = () => renderRoutes([{ path: '/program', Component: () => <TakePart headingId="take-part" /> }], '/program');

describe("the program page's way to take part", () => {
  it.each([
    ['ROLE_MUSICIAN', 'Apply as a composer', '/program/apply'],
    ['ROLE_USER', 'Submit a film project', '/program/projects'],
  ] as const)('gives a logged-in %s the way to their own submission', async (authorityType, name, href) => {
    await act(() => changeLanguage('en'));
    currentUser.value = { authorityType };
    renderTakePart();
    expect(screen.getByRole('link', { name }).getAttribute('href')).toBe(href);
    // Their own submission, and the briefs they take part in once selected: nothing of the other side.
    expect(
      screen
        .queryAllByRole('link')
        .filter((link) => link.classList.contains('app-program-submit-link'))
        .map((link) => link.getAttribute('href')),
    ).toEqual([href, '/program/briefs']);
  });

  it('gives no such way to an anonymous visitor', async () => {
    await act(() => changeLanguage('en'));
    currentUser.value = undefined;
    renderTakePart();
    expect(screen.queryByRole('link', { name: 'Apply as a composer' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Submit a film project' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'See the briefs' })).toBeNull();
  });
});
