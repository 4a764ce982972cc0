import { describe, expect, it } from 'vitest';
import { embedSnippet, embedUrl, escapeAttribute, startTimeError } from './embedSnippet';

describe('the embed snippet', () => {
  it('is one iframe of the embed page, absolute, titled, full width, 180 px high, lazy', () => {
    expect(embedSnippet({ origin: 'https://cue.example', musicFileId: 7, title: 'Chase at Dawn · Cue Connect player', language: 'en' })).toBe(
      '<iframe src="https://cue.example/embed/track/7?lang=en" title="Chase at Dawn · Cue Connect player" width="100%" height="180" loading="lazy"></iframe>',
    );
  });

  it('escapes the title, so a title with quotes or tags cannot break out of its attribute', () => {
    const html = embedSnippet({ origin: 'http://127.0.0.1:5173', musicFileId: 1, title: '"><script>alert(1)</script> & co', language: 'ko' });
    expect(html).toContain('title="&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt; &amp; co"');
    expect(html.match(/<script/g)).toBeNull();
    expect(escapeAttribute('a&b')).toBe('a&amp;b');
  });

  it('asks for the chosen language, theme and start time', () => {
    const place = { origin: 'https://cue.example', musicFileId: 7 };
    expect(embedUrl({ ...place, language: 'en', theme: 'dark', startSeconds: 12 })).toBe('https://cue.example/embed/track/7?lang=en&theme=dark&t=12');
    expect(embedUrl({ ...place, language: 'ko', theme: undefined, startSeconds: undefined })).toBe('https://cue.example/embed/track/7?lang=ko');
    expect(embedSnippet({ ...place, title: 'x', language: 'en', theme: 'light', startSeconds: 5 })).toContain(
      'src="https://cue.example/embed/track/7?lang=en&amp;theme=light&amp;t=5"',
    );
  });

  it('wants a start time as m:ss within the track', () => {
    expect(startTimeError('', 32)).toBeUndefined();
    expect(startTimeError('0:32', 32)).toBeUndefined();
    expect(startTimeError('0:40', 32)).toBe('startBeyond');
    expect(startTimeError('1:5', 32)).toBe('startFormat');
  });
});
