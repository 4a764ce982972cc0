// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { CoverImage } from '../../api/generated/types.gen';
import { CoverPicture } from './CoverPicture';
import { TrackCover } from './TrackCover';

afterEach(cleanup);

const image: CoverImage = {
  width: 640,
  height: 640,
  variants: [
    { format: 'image/webp', width: 320, height: 320, url: '/api/v1/files/c-320-webp' },
    { format: 'image/webp', width: 96, height: 96, url: '/api/v1/files/c-96-webp' },
    { format: 'image/avif', width: 96, height: 96, url: '/api/v1/files/c-96-avif' },
    { format: 'image/avif', width: 640, height: 640, url: '/api/v1/files/c-640-avif' },
  ],
};

const sourcesOf = (img: HTMLElement) =>
  [...img.parentElement!.querySelectorAll('source')].map((source) => [source.getAttribute('type'), source.getAttribute('srcset'), source.getAttribute('sizes')]);

describe('CoverPicture', () => {
  it('offers AVIF, then WebP, each by width, with the rendered width as sizes, and reserves the space', () => {
    render(<CoverPicture className="c" src="/api/v1/files/c" image={image} alt="Chase at Dawn" size={240} sizes="(max-width: 767px) 160px, 240px" loading="high" />);
    const img = screen.getByRole('img', { name: 'Chase at Dawn' });
    expect(img.parentElement!.tagName).toBe('PICTURE');
    expect(sourcesOf(img)).toEqual([
      ['image/avif', '/api/v1/files/c-96-avif 96w, /api/v1/files/c-640-avif 640w', '(max-width: 767px) 160px, 240px'],
      ['image/webp', '/api/v1/files/c-96-webp 96w, /api/v1/files/c-320-webp 320w', '(max-width: 767px) 160px, 240px'],
    ]);
    expect(img.getAttribute('src')).toBe('/api/v1/files/c');
    expect([img.getAttribute('width'), img.getAttribute('height')]).toEqual(['240', '240']);
    expect([img.getAttribute('loading'), img.getAttribute('fetchpriority'), img.getAttribute('decoding')]).toEqual(['eager', 'high', null]);
  });

  it('loads lazily and decodes off the main thread below the first screen', () => {
    render(<CoverPicture className="c" src="/api/v1/files/c" image={image} alt="Glass Garden" size={48} sizes="48px" />);
    const img = screen.getByRole('img', { name: 'Glass Garden' });
    expect([img.getAttribute('loading'), img.getAttribute('fetchpriority'), img.getAttribute('decoding')]).toEqual(['lazy', null, 'async']);
  });

  it('is the original alone when the provider made no copies, or the track was saved before copies existed', () => {
    render(
      <>
        <CoverPicture className="c" src="/api/v1/files/a" image={{ width: 320, height: 320, variants: [] }} alt="No copies" size={48} sizes="48px" />
        <CoverPicture className="c" src="/api/v1/files/b" alt="Saved earlier" size={48} sizes="48px" />
      </>,
    );
    for (const name of ['No copies', 'Saved earlier']) {
      const img = screen.getByRole('img', { name });
      expect(img.parentElement!.tagName).not.toBe('PICTURE');
      expect(img.getAttribute('srcset')).toBeNull();
    }
  });

  it('never offers a copy from another origin (a tampered saved queue)', () => {
    const foreign: CoverImage = { width: 96, height: 96, variants: [{ format: 'image/webp', width: 96, height: 96, url: '//evil.example/x.webp' }] };
    render(<CoverPicture className="c" src="/api/v1/files/c" image={foreign} alt="Foreign" size={48} sizes="48px" />);
    expect(screen.getByRole('img', { name: 'Foreign' }).parentElement!.tagName).not.toBe('PICTURE');
  });
});

describe('TrackCover', () => {
  it("sizes a row's cover at its 48 px and a track page's at its own widths", () => {
    render(
      <>
        <TrackCover coverUrl="/api/v1/files/c" coverImage={image} title="Row" />
        <TrackCover coverUrl="/api/v1/files/c" coverImage={image} title="Page" size={240} sizes="(max-width: 767px) 160px, 240px" eager />
      </>,
    );
    const row = screen.getByRole('img', { name: 'Row' });
    expect(sourcesOf(row).map(([, , sizes]) => sizes)).toEqual(['48px', '48px']);
    expect([row.getAttribute('width'), row.getAttribute('loading')]).toEqual(['48', 'lazy']);
    const page = screen.getByRole('img', { name: 'Page' });
    expect(sourcesOf(page).map(([, , sizes]) => sizes)).toEqual(['(max-width: 767px) 160px, 240px', '(max-width: 767px) 160px, 240px']);
    expect([page.getAttribute('width'), page.getAttribute('loading'), page.getAttribute('fetchpriority')]).toEqual(['240', 'eager', 'high']);
  });
});
