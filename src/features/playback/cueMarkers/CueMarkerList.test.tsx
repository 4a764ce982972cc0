// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Music } from '../../../lib/api/generated/types.gen';
import { changeLanguage, initI18n } from '../../../lib/i18n/i18n';
import { namespaces } from '../../../lib/i18n/namespaces';
import { CueMarkerList } from './CueMarkerList';
import { absoluteTrackLink } from '../trackLink';
import { isInsideTrack } from './cueTime';

const track = {
  musicFileId: 7,
  title: { ko: '새벽', en: 'Dawn' },
  musician: { musicianId: 3, name: { ko: '김하늘', en: 'Haneul Kim' } },
  durationSeconds: 180,
  cueMarkers: [
    { seconds: 0, label: { ko: '도입', en: 'Intro' } },
    { seconds: 42, label: { ko: '메인 테마', en: 'Main theme' } },
  ],
} as unknown as Music;

beforeAll(async () => {
  await initI18n(namespaces);
  await changeLanguage('en');
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('cue times', () => {
  it('keeps a marker strictly before the end of the track', () => {
    expect(isInsideTrack(0, 10)).toBe(true);
    expect(isInsideTrack(9, 9.5)).toBe(true);
    expect(isInsideTrack(10, 10)).toBe(false);
  });

  it('links to the track at the marker', () => {
    expect(absoluteTrackLink(track, 42, 'http://127.0.0.1:5173')).toBe('http://127.0.0.1:5173/musician-details/3?track=7&t=42');
  });
});

describe('CueMarkerList', () => {
  it('shows nothing for a track without markers', () => {
    const { container } = render(<CueMarkerList track={{ ...track, cueMarkers: [] }} />);
    expect(container.innerHTML).toBe('');
  });

  it('lists each marker with its time and label, and plays from it', async () => {
    const onPlay = vi.fn();
    render(<CueMarkerList track={track} onPlay={onPlay} />);
    const list = screen.getByRole('list', { name: 'Cue markers of Dawn' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    fireEvent.click(within(list).getByRole('button', { name: 'Play from 0:42 Main theme' }));
    expect(onPlay).toHaveBeenCalledWith(track, 42);
  });

  it('shows the labels in Korean on a Korean page', async () => {
    await changeLanguage('ko');
    try {
      render(<CueMarkerList track={track} headingLevel={2} onPlay={vi.fn()} />);
      expect(screen.getByRole('heading', { name: '큐 마커' })).toBeTruthy();
      expect(screen.getByRole('button', { name: '여기부터 재생: 0:42 메인 테마' })).toBeTruthy();
    } finally {
      await changeLanguage('en');
    }
  });

  it('copies the link at the marker and says so', async () => {
    const writeText = vi.fn(async () => undefined);
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    render(<CueMarkerList track={track} onPlay={vi.fn()} />);
    fireEvent.click(screen.getByRole('button', { name: 'Copy link to 0:42 Main theme' }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Link to 0:42 copied.'));
    expect(writeText).toHaveBeenCalledWith(`${location.origin}/musician-details/3?track=7&t=42`);
  });

  it('says when the link could not be copied', async () => {
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText: vi.fn(async () => Promise.reject(new Error('denied'))) } });
    render(<CueMarkerList track={track} onPlay={vi.fn()} />);
    fireEvent.click(screen.getByRole('button', { name: 'Copy link to 0:00 Intro' }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('The link could not be copied.'));
  });
});
