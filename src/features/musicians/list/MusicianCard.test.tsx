// @vitest-environment happy-dom
import { screen, within } from '@testing-library/react';
import { act } from 'react';
import { describe, expect, it } from 'vitest';
import type { MusicianSummary } from '../../../lib/api/generated/types.gen';
import { changeLanguage } from '../../../lib/i18n/i18n';
import { renderRoutes, setUpPageTests } from '../../../lib/testing/pageTestSetup';
import { MusicianCard } from './MusicianCard';

setUpPageTests();

const withoutPhoto: MusicianSummary = {
  musicianId: 7,
  name: { ko: '김지우', en: '' },
  intro: { ko: '어쿠스틱 기타로 장면의 온도를 그리는 작곡가', en: 'Composer painting each scene with acoustic guitar' },
  photoUrl: null,
  photoImage: null,
  trackCount: 1,
};

const withPhoto: MusicianSummary = {
  musicianId: 1,
  name: { ko: '한도윤', en: 'Doyun Han' },
  intro: { ko: '새벽과 도시의 소리를 그리는 영화음악 작곡가', en: 'Film composer drawing the sounds of the city at dawn' },
  photoUrl: '/api/v1/files/seed-photo-1',
  photoImage: {
    width: 320,
    height: 320,
    variants: [
      { format: 'image/avif', width: 96, height: 96, url: '/api/v1/files/seed-photo-1-96-avif' },
      { format: 'image/avif', width: 192, height: 192, url: '/api/v1/files/seed-photo-1-192-avif' },
      { format: 'image/webp', width: 96, height: 96, url: '/api/v1/files/seed-photo-1-96-webp' },
    ],
  },
  trackCount: 2,
};

function renderCard(musician: MusicianSummary, listSearch?: string) {
  return renderRoutes(
    [
      { path: '/musician-list', Component: () => <MusicianCard musician={musician} {...(listSearch ? { listSearch } : {})} /> },
      { path: '/musician-details/:musicianId', Component: () => null },
    ],
    '/musician-list',
  );
}

describe('a musician card', () => {
  it('shows the name in English, the Korean name smaller, the intro and the track count, linking to the musician', async () => {
    await act(() => changeLanguage('en'));
    renderCard(withPhoto);
    const link = screen.getByRole('link', { name: 'Doyun Han' });
    expect(link.getAttribute('href')).toBe('/musician-details/1');
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Doyun Han');
    expect(screen.getByText('한도윤').getAttribute('lang')).toBe('ko');
    expect(screen.getByText('Film composer drawing the sounds of the city at dawn')).toBeTruthy();
    expect(screen.getByText('2 tracks')).toBeTruthy();
    const photo = screen.getByRole('img', { name: 'Doyun Han' });
    expect(photo.tagName).toBe('IMG');
    expect(photo.getAttribute('loading')).toBe('lazy');
    expect(photo.getAttribute('width')).toBe('96');
    expect(photo.getAttribute('height')).toBe('96');
    // The browser picks a resized copy that fits the 96 px box, not the uploaded original.
    expect(photo.getAttribute('src')).toBe('/api/v1/files/seed-photo-1');
    const sources = [...photo.parentElement!.querySelectorAll('source')].map((source) => [source.type, source.srcset, source.sizes]);
    expect(photo.parentElement!.tagName).toBe('PICTURE');
    expect(sources).toEqual([
      ['image/avif', '/api/v1/files/seed-photo-1-96-avif 96w, /api/v1/files/seed-photo-1-192-avif 192w', '96px'],
      ['image/webp', '/api/v1/files/seed-photo-1-96-webp 96w', '96px'],
    ]);
  });

  it('shows the Korean name in Korean, with the English name as the second line', () => {
    renderCard(withPhoto);
    expect(screen.getByRole('link', { name: '한도윤' })).toBeTruthy();
    expect(screen.getByText('Doyun Han').getAttribute('lang')).toBe('en');
    expect(screen.getByText('2곡')).toBeTruthy();
    expect(screen.getByRole('img', { name: '한도윤' })).toBeTruthy();
  });

  it('falls back to the Korean name when the English one is empty, and shows initials without a photo', async () => {
    await act(() => changeLanguage('en'));
    renderCard(withoutPhoto);
    expect(screen.getByRole('link', { name: '김지우' })).toBeTruthy();
    // The name is not repeated as a second line.
    expect(screen.getAllByText('김지우')).toHaveLength(1);
    expect(screen.getByText('1 track')).toBeTruthy();
    const placeholder = screen.getByRole('img', { name: '김지우' });
    expect(placeholder.tagName).not.toBe('IMG');
    expect(within(placeholder).getByText('김').getAttribute('aria-hidden')).toBe('true');
    expect(placeholder.style.width).toBe('96px');
    expect(document.querySelector('img')).toBeNull();
  });

  it('tells the musician page which list page it came from', async () => {
    const router = renderCard(withPhoto, '?page=2');
    await act(async () => screen.getByRole('link', { name: '한도윤' }).click());
    expect(router.state.location.pathname).toBe('/musician-details/1');
    expect(router.state.location.state).toEqual({ listSearch: '?page=2' });
  });
});
