// @vitest-environment happy-dom
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '../../lib/i18n/i18n';
import { renderRoutes, setUpPageTests } from '../../lib/testing/pageTestSetup';
import { PrivacyPolicyPage } from './PrivacyPolicyPage';

setUpPageTests();

/** The config as it is, except that a test may change its date: the page must read the date from there. */
const config = vi.hoisted(() => ({ policy: { effectiveDate: '' }, configuredDate: '' }));
vi.mock('../../lib/config/privacyPolicy', async (importOriginal) => {
  const { privacyPolicy } = await importOriginal<typeof import('../../lib/config/privacyPolicy')>();
  config.policy = { ...privacyPolicy };
  config.configuredDate = privacyPolicy.effectiveDate;
  return { privacyPolicy: config.policy };
});
afterEach(() => {
  config.policy.effectiveDate = config.configuredDate;
});

function renderPolicy() {
  return renderRoutes(
    [
      { path: '/privacy', Component: PrivacyPolicyPage },
      { path: '/my-page', element: <p>my page</p> },
    ],
    '/privacy',
  );
}

const headings = (level: number) => screen.getAllByRole('heading', { level }).map((heading) => heading.textContent);
const paragraphWith = (text: string) => screen.getAllByText(text, { exact: false, selector: 'p' });

const KOREAN_SECTIONS = [
  '수집하는 개인정보 항목',
  '개인정보의 처리 목적',
  '보유 기간 및 파기',
  '개인정보의 제3자 제공 및 처리 위탁',
  '이용자의 권리와 행사 방법',
  '개인정보 보호 문의처',
  '시행일',
];
const ENGLISH_SECTIONS = [
  'Personal information we collect',
  'Why we use it',
  'Retention and destruction',
  'Third parties and outsourcing',
  'Your rights and how to use them',
  'Privacy contact',
  'Effective date',
];

describe('the privacy policy', () => {
  it('in Korean: one level-1 heading, a level-2 heading per section, and the effective date of the config', () => {
    renderPolicy();
    expect(headings(1)).toEqual(['개인정보처리방침']);
    expect(headings(2)).toEqual(KOREAN_SECTIONS);
    expect(paragraphWith('시행일: 2026년 11월 26일')).toHaveLength(1);
    expect(paragraphWith('이 개인정보처리방침은 2026년 11월 26일부터 시행합니다.')).toHaveLength(1);
  });

  it('in English: the same sections and the date written the English way', async () => {
    await act(() => changeLanguage('en'));
    renderPolicy();
    expect(headings(1)).toEqual(['Privacy Policy']);
    expect(headings(2)).toEqual(ENGLISH_SECTIONS);
    expect(paragraphWith('Effective date: 26 November 2026')).toHaveLength(1);
    expect(paragraphWith('This Privacy Policy takes effect on 26 November 2026.')).toHaveLength(1);
  });

  it('shows whatever date the config holds', async () => {
    config.policy.effectiveDate = '2027-03-01';
    renderPolicy();
    expect(paragraphWith('시행일: 2027년 3월 1일')).toHaveLength(1);
    await act(() => changeLanguage('en'));
    expect(paragraphWith('Effective date: 1 March 2027')).toHaveLength(1);
  });

  it('lists the items collected in a table: a column header each, one row header per category', () => {
    renderPolicy();
    const table = screen.getByRole('table', { name: '구분별 수집 항목' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['구분', '항목']);
    expect(
      within(table)
        .getAllByRole('rowheader')
        .map((cell) => cell.textContent),
    ).toEqual(['회원가입 시 (필수)', '회원가입 시 (선택)', '뮤지션 프로필 등록 시', '서비스 이용 중 생성', '마케팅 정보 수신 (선택)']);
    const required = within(table).getByRole('row', { name: /회원가입 시 \(필수\)/ });
    expect(required.textContent).toContain('이메일(로그인 아이디), 비밀번호');
  });

  it('names the privacy contact as plain text, never a link to another host', () => {
    renderPolicy();
    expect(screen.getByText('privacy@cueconnect.kr').tagName).toBe('DD');
    for (const link of screen.getAllByRole('link')) expect(link.getAttribute('href')).toMatch(/^(#|\/)/);
  });

  it('has a table of contents whose links lead to the section headings, in order', () => {
    renderPolicy();
    const contents = screen.getByRole('navigation', { name: '목차' });
    const links = within(contents).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(KOREAN_SECTIONS);
    for (const link of links) {
      const target = document.getElementById(link.getAttribute('href')!.slice(1));
      expect(target?.tagName).toBe('H2');
      expect(target?.textContent).toBe(link.textContent);
    }
  });

  it('follows a contents entry by keyboard: the address names the section, its heading takes the focus, Back returns', async () => {
    const user = userEvent.setup();
    const router = renderPolicy();
    const entry = within(screen.getByRole('navigation', { name: '목차' })).getByRole('link', { name: '이용자의 권리와 행사 방법' });
    act(() => entry.focus());
    await user.keyboard('{Enter}');
    expect(router.state.location).toMatchObject({ pathname: '/privacy', hash: '#rights' });
    const heading = screen.getByRole('heading', { level: 2, name: '이용자의 권리와 행사 방법' });
    expect(document.activeElement).toBe(heading);
    await user.tab();
    expect(document.activeElement).toBe(within(heading.parentElement!).getAllByRole('link', { name: '마이페이지' })[0]);
    await act(() => router.navigate(-1));
    expect(router.state.location.hash).toBe('');
  });

  it('tells where each right is used: five links to my page, and links to the retention and contact sections', async () => {
    await act(() => changeLanguage('en'));
    renderPolicy();
    const rights = screen.getByRole('heading', { level: 2, name: 'Your rights and how to use them' }).parentElement!;
    const items = within(within(rights).getByRole('list')).getAllByRole('listitem');
    expect(items.map((item) => item.querySelector('strong')?.textContent)).toEqual(['Access', 'Download', 'Correction', 'Withdrawing consent', 'Deletion']);
    for (const item of items) expect(within(item).getByRole('link', { name: 'My Page' }).getAttribute('href')).toBe('/my-page');
    expect(within(rights).getByRole('link', { name: 'Retention and destruction' }).getAttribute('href')).toBe('#retention');
    expect(within(rights).getByRole('link', { name: 'privacy contact' }).getAttribute('href')).toBe('#contact');
    expect(within(rights).getByText('The Service does not accept users under 14.')).toBeTruthy();
  });

  it('opens my page from a right, by keyboard', async () => {
    const user = userEvent.setup();
    renderPolicy();
    const view = within(screen.getByRole('heading', { level: 2, name: '이용자의 권리와 행사 방법' }).parentElement!).getAllByRole('link', { name: '마이페이지' })[0]!;
    act(() => view.focus());
    await user.keyboard('{Enter}');
    expect(await screen.findByText('my page')).toBeTruthy();
  });
});
