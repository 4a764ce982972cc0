// @vitest-environment happy-dom
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MyData } from '../../../lib/api/generated/types.gen';
import { initI18n } from '../../../lib/i18n/i18n';
import { LANGUAGE_STORAGE_KEY } from '../../../lib/i18n/languages';
import { namespaces } from '../../../lib/i18n/namespaces';
import { DownloadMyData } from './DownloadMyData';
import { OBJECT_URL_LIFETIME_MS } from '../../../lib/files/saveTextFile';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const sdk = vi.hoisted(() => ({ exportMyData: vi.fn() }));
vi.mock('../../../lib/api/generated/sdk.gen', () => sdk);

const consent = { agreed: true, decidedAt: '2025-08-17T12:00:00.000Z' };
const myData: MyData = {
  exportedAt: '2026-12-03T09:00:00.000Z',
  account: {
    userId: 7,
    email: 'user@cue.test',
    name: '김관객',
    nickname: '영화좋아',
    phoneNo: '01012345678',
    affiliation: null,
    authorityType: 'ROLE_USER',
    userStatus: 'APPROVED',
    createdDate: '2025-08-17T12:00:00.000Z',
    lastLoginDate: null,
  },
  consents: {
    termsAgreedAt: consent.decidedAt,
    privacyAgreedAt: consent.decidedAt,
    ageOver14ConfirmedAt: consent.decidedAt,
    marketingEmail: consent,
    marketingSms: { ...consent, agreed: false },
  },
  musicianProfile: null,
  industryProfile: null,
  tracks: [],
  likes: [{ musicFileId: 3, title: { ko: '새벽', en: 'Dawn' }, likedAt: '2025-09-01T00:00:00.000Z' }],
  shortlists: [],
  programProjects: [],
  programApplications: [],
  programBriefs: [],
  programAnswers: [],
};

/** What the page handed to the browser to save: the link's file name and address, and the blob behind it. */
interface Saved {
  name: string;
  href: string;
  blob: Blob;
}

let root: Root | undefined;
let saved: Saved[];
let revoked: string[];

beforeAll(async () => {
  localStorage.setItem(LANGUAGE_STORAGE_KEY, 'en');
  await initI18n(namespaces);
});

beforeEach(() => {
  sdk.exportMyData.mockReset();
  saved = [];
  revoked = [];
  const blobs = new Map<string, Blob>();
  vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
    const href = `blob:test/${blobs.size + 1}`;
    blobs.set(href, blob as Blob);
    return href;
  });
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation((href) => void revoked.push(href));
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    expect(this.isConnected).toBe(true);
    saved.push({ name: this.download, href: this.getAttribute('href')!, blob: blobs.get(this.getAttribute('href')!)! });
  });
  vi.useFakeTimers({ toFake: ['Date', 'setTimeout'], now: new Date(2026, 11, 3, 23, 30) });
});

afterEach(() => {
  act(() => root?.unmount());
  document.body.innerHTML = '';
  vi.useRealTimers();
  vi.restoreAllMocks();
});

async function render() {
  root = createRoot(document.body.appendChild(document.createElement('div')));
  await act(async () => root!.render(<DownloadMyData />));
  const button = () => document.querySelector<HTMLButtonElement>('.app-my-page-data button')!;
  return {
    button,
    press: () =>
      act(async () => {
        button().click();
        await Promise.resolve();
      }),
    alert: () => document.querySelector('[role="alert"]')?.textContent,
  };
}

describe('download my data', () => {
  it('says in one line what the file holds', async () => {
    await render();
    expect(document.querySelector('.app-my-page-data p')!.textContent).toBe(
      'One JSON file with your account, consents, musician profile, track information, likes and shortlists.',
    );
  });

  it('saves the answer as a pretty-printed JSON file named with the day, and revokes its address later', async () => {
    sdk.exportMyData.mockResolvedValue({ data: { status: 200, data: myData } });
    const page = await render();
    await page.press();
    expect(sdk.exportMyData).toHaveBeenCalledOnce();
    expect(saved).toHaveLength(1);
    const [file] = saved;
    expect(file!.name).toBe('cue-connect-my-data-2026-12-03.json');
    expect(file!.blob.type).toBe('application/json');
    const text = await file!.blob.text();
    expect(JSON.parse(text)).toEqual(myData);
    expect(text).toContain('\n  "account": {\n    "userId": 7,');
    expect(document.querySelector('a[download]')).toBeNull();
    expect(revoked).toEqual([]);
    vi.advanceTimersByTime(OBJECT_URL_LIFETIME_MS);
    expect(revoked).toEqual([file!.href]);
  });

  it('says it is busy while the file is prepared, and a second press does not ask again', async () => {
    let answer!: (value: unknown) => void;
    sdk.exportMyData.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    const page = await render();
    expect(page.button().textContent).toBe('Download my data');
    await page.press();
    expect(page.button().textContent).toBe('Preparing your file…');
    expect(page.button().getAttribute('aria-busy')).toBe('true');
    expect(page.button().disabled).toBe(false);
    await page.press();
    expect(sdk.exportMyData).toHaveBeenCalledOnce();
    await act(async () => answer({ data: { status: 200, data: myData } }));
    expect(page.button().textContent).toBe('Download my data');
    expect(page.button().getAttribute('aria-busy')).toBe('false');
    expect(saved).toHaveLength(1);
  });

  it.each([
    ['an error answer', () => sdk.exportMyData.mockResolvedValue({ error: { status: 500, code: 'SERVER_ERROR', message: 'x' } })],
    ['a lost connection', () => sdk.exportMyData.mockRejectedValue(new TypeError('Failed to fetch'))],
  ])('after %s, says the download failed and saves nothing', async (_failure, fail) => {
    fail();
    const page = await render();
    await page.press();
    expect(page.alert()).toBe('Your data could not be downloaded. Please try again later.');
    expect(saved).toEqual([]);
    expect(page.button().textContent).toBe('Download my data');
  });
});
