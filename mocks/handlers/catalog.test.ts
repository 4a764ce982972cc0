import { describe, expect, it } from 'vitest';
import {
  downloadFile,
  getMusician,
  getNotice,
  listFaqs,
  listGenres,
  listHomeCovers,
  listKeywords,
  listMusicians,
  listNotices,
} from '../../src/lib/api/generated/sdk.gen';
import { useTestApi } from '../testing/useTestApi';

describe('catalogue and board', () => {
  const api = useTestApi();

  it('lists genres and keywords with Korean and English labels', async () => {
    const client = api().anonymous;
    const genres = (await listGenres({ client })).data!.data;
    const keywords = (await listKeywords({ client })).data!.data;
    expect(genres.length).toBeGreaterThanOrEqual(8);
    expect(keywords.length).toBeGreaterThanOrEqual(20);
    for (const item of [...genres, ...keywords]) {
      expect(item.label.ko).toMatch(/[가-힣]/);
      expect(item.label.en).toMatch(/[A-Za-z]/);
    }
  });

  it('gives home covers that are downloadable PNG or JPEG images on this origin', async () => {
    const client = api().anonymous;
    const covers = (await listHomeCovers({ client, query: { limit: 12 } })).data!.data;
    expect(covers).toHaveLength(12);
    const response = await fetch(new URL(covers[0]!.coverUrl, 'http://cue.test'));
    expect(response?.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^image\/(png|jpeg)/);
  });

  it('pages musicians, searches them by name and shows one with up to 3 tracks', async () => {
    const client = api().anonymous;
    const page = (await listMusicians({ client, query: { size: 10 } })).data!.data;
    expect(page.totalElements).toBeGreaterThanOrEqual(55);
    expect(page.content).toHaveLength(10);
    const someone = page.content[3]!;
    const found = (await listMusicians({ client, query: { q: someone.name.ko } })).data!.data.content;
    expect(found.map((musician) => musician.musicianId)).toContain(someone.musicianId);
    const detail = (await getMusician({ client, path: { musicianId: someone.musicianId } })).data!.data;
    expect(detail.tracks.length).toBeGreaterThanOrEqual(1);
    expect(detail.tracks.length).toBeLessThanOrEqual(3);
    expect(detail.instagramId ?? '').not.toMatch(/^@/);
    expect((await getMusician({ client, path: { musicianId: 99999 } })).error?.code).toBe('MUSICIAN_NOT_FOUND');
  });

  it('orders musicians by Korean names by default and by English names with lang=en', async () => {
    const client = api().anonymous;
    const names = async (lang?: 'ko' | 'en') =>
      (await listMusicians({ client, query: { size: 100, ...(lang ? { lang } : {}) } })).data!.data.content.map((musician) => musician.name);
    const korean = (await names()).map((name) => name.ko);
    expect(korean).toEqual([...korean].sort(new Intl.Collator('ko').compare));
    expect(await names('ko')).toEqual(await names());
    const english = (await names('en')).map((name) => name.en);
    expect(english).toEqual([...english].sort(new Intl.Collator('en').compare));
    expect(english).not.toEqual((await names()).map((name) => name.en));
  });

  it('serves audio with Accept-Ranges and answers a range with 206', async () => {
    const client = api().anonymous;
    const detail = (await getMusician({ client, path: { musicianId: 1 } })).data!.data;
    const url = new URL(detail.tracks[0]!.audioUrl, 'http://cue.test');
    const whole = await fetch(url);
    expect(whole.headers.get('accept-ranges')).toBe('bytes');
    const size = Number(whole.headers.get('content-length'));
    const part = await fetch(url, { headers: { Range: 'bytes=100-199' } });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe(`bytes 100-199/${size}`);
    expect((await part.arrayBuffer()).byteLength).toBe(100);
    const fileId = url.pathname.split('/').pop()!;
    expect((await downloadFile({ client, path: { fileId }, headers: { Range: `bytes=${size + 10}-` } })).response?.status).toBe(416);
  });

  it('lists notices pinned first, shows one, and lists the FAQ', async () => {
    const client = api().anonymous;
    const notices = (await listNotices({ client, query: { size: 5 } })).data!.data;
    expect(notices.totalElements).toBe(20);
    expect(notices.content[0]!.pinned).toBe(true);
    const one = (await getNotice({ client, path: { noticeId: notices.content[1]!.noticeId } })).data!.data;
    expect(one.title.ko).toBe(notices.content[1]!.title.ko);
    expect((await getNotice({ client, path: { noticeId: 9999 } })).error?.code).toBe('NOTICE_NOT_FOUND');
    expect((await listFaqs({ client })).data!.data).toHaveLength(15);
  });

  it('rejects bad paging with INVALID_REQUEST', async () => {
    const { response, error } = await listNotices({ client: api().anonymous, query: { page: 0 } });
    expect(response?.status).toBe(400);
    expect(error?.fieldErrors?.[0]?.field).toBe('page');
  });
});
