// @vitest-environment happy-dom
import { fireEvent, screen, within } from '@testing-library/react';
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useTestApi } from '../../../../mocks/testing/useTestApi';
import { ACCESS_TOKEN_KEY } from '../../../lib/api/client';
import { login } from '../../../lib/api/generated/sdk.gen';
import type { Music } from '../../../lib/api/generated/types.gen';
import { resetAuthActorForTests } from '../../../lib/auth/auth';
import { changeLanguage } from '../../../lib/i18n/i18n';
import { renderRoutes, setUpPageTests } from '../../../lib/testing/pageTestSetup';
import type { TrackUploadFormProps } from '../../uploads';
import { RegistrationPage } from './RegistrationPage';

setUpPageTests();
vi.mock('../../../lib/ui/AppToaster', () => ({ showAppToast: vi.fn(), getAppToaster: vi.fn() }));

// The track form is the uploads area's: a stand-in saves a track at once, showing the target it was given.
let savedCount = 0;
vi.mock('../../uploads', () => ({
  TrackUploadForm: ({ target, onSaved }: TrackUploadFormProps) => (
    <button
      type="button"
      onClick={() => {
        savedCount += 1;
        onSaved?.({ musicFileId: 900 + savedCount, title: { ko: `곡 ${savedCount}`, en: `Song ${savedCount}` } } as Music);
      }}
    >
      {`stand-in form for ${JSON.stringify(target)}`}
    </button>
  ),
}));

async function logIn(email: string) {
  const { data } = await login({ body: { login: email, password: 'cue-connect-1' }, throwOnError: true });
  localStorage.setItem(ACCESS_TOKEN_KEY, data.data.accessToken!);
}

beforeEach(async () => {
  localStorage.clear();
  resetAuthActorForTests();
  savedCount = 0;
  await act(() => changeLanguage('en'));
});
afterEach(() => localStorage.clear());

function renderRegistration() {
  return renderRoutes(
    [
      { path: '/musician-registration', Component: RegistrationPage },
      { path: '/musician-profile', Component: () => <p>profile page</p> },
    ],
    '/musician-registration',
  );
}

const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label, { exact: false }), { target: { value } });

describe('the registration page', () => {
  useTestApi();

  it('registers step 1, hands step 2 the new musician id, lists saved tracks up to 3 and finishes', async () => {
    await logIn('newmusician@cue.test');
    const router = renderRegistration();
    await screen.findByRole('form', { name: 'Musician information' });
    type('Name (Korean)', '한새벽');
    type('Name (English)', 'Han Saebyeok');
    type('One-line intro (Korean)', '작곡가');
    type('Biography (Korean)', '약력');
    type('Contact name', '담당');
    type('Contact email', 'manager@example.com');
    fireEvent.click(screen.getByRole('button', { name: 'Save and continue' }));

    const form = await screen.findByRole('button', { name: /stand-in form for/ });
    const target = JSON.parse(form.textContent.replace('stand-in form for ', '')) as { mode: string; musicianId: number };
    expect(target.mode).toBe('create');
    expect(target.musicianId).toBeGreaterThan(0);
    expect(screen.getByRole('button', { name: 'Finish without music' })).toBeTruthy();

    for (let track = 1; track <= 3; track++) {
      fireEvent.click(screen.getByRole('button', { name: /stand-in form for/ }));
      if (track < 3) fireEvent.click(await screen.findByRole('button', { name: 'Add another track' }));
    }
    const list = screen.getByRole('list', { name: 'Saved tracks' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Song 1', 'Song 2', 'Song 3']);
    expect(screen.queryByRole('button', { name: 'Add another track' })).toBeNull();
    expect(screen.getByText('You have 3 tracks, the most a musician can have.')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Finish' }));
    await screen.findByText('profile page');
    expect(router.state.location.pathname).toBe('/musician-profile');
    expect(Object.keys(localStorage).filter((key) => key.startsWith('cue-musician-registration-draft'))).toEqual([]);
  });

  it('tells a general user the page is for musicians only', async () => {
    await logIn('user@cue.test');
    renderRegistration();
    expect(await screen.findByText('Only approved musicians can register and manage a musician profile.')).toBeTruthy();
    expect(screen.queryByRole('form')).toBeNull();
  });
});
