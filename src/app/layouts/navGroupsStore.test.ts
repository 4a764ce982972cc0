// @vitest-environment happy-dom
import { act, createElement } from 'react';
import { createRoot } from 'react-dom/client';
import { beforeEach, describe, expect, it } from 'vitest';
import { getNavGroups, isNavGroupOpen, NAV_GROUPS_STORAGE_KEY, parseNavGroups, setNavGroupOpen, useNavGroups } from './navGroupsStore';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

beforeEach(() => localStorage.clear());

describe('side navigation groups', () => {
  it('are open until the visitor closes them', () => {
    expect(isNavGroupOpen(getNavGroups(), 'music')).toBe(true);
  });

  it('remember a closed group in one localStorage key as JSON', () => {
    setNavGroupOpen('music', false);
    expect(JSON.parse(localStorage.getItem(NAV_GROUPS_STORAGE_KEY)!)).toEqual({ music: false });
    setNavGroupOpen('board', true);
    expect(JSON.parse(localStorage.getItem(NAV_GROUPS_STORAGE_KEY)!)).toEqual({ music: false, board: true });
    expect(isNavGroupOpen(getNavGroups(), 'music')).toBe(false);
  });

  it('read what was saved before (a reload)', () => {
    localStorage.setItem(NAV_GROUPS_STORAGE_KEY, '{"board":false}');
    expect(isNavGroupOpen(getNavGroups(), 'board')).toBe(false);
    expect(isNavGroupOpen(getNavGroups(), 'music')).toBe(true);
  });

  it.each(['not json', '[]', 'null', '42', '"music"', '{"music":"no","board":0}', '{'])('ignore garbage: %s', (text) => {
    localStorage.setItem(NAV_GROUPS_STORAGE_KEY, text);
    expect(isNavGroupOpen(getNavGroups(), 'music')).toBe(true);
    setNavGroupOpen('music', false);
    expect(JSON.parse(localStorage.getItem(NAV_GROUPS_STORAGE_KEY)!)).toEqual({ music: false });
  });

  it('keep only boolean entries', () => {
    expect(parseNavGroups('{"music":false,"board":"x","user":true}')).toEqual({ music: false, user: true });
  });

  it('re-render every component that shows them', async () => {
    const seen: boolean[] = [];
    function Probe() {
      const { isOpen } = useNavGroups();
      seen.push(isOpen('music'));
      return null;
    }
    const root = createRoot(document.body.appendChild(document.createElement('div')));
    await act(async () => root.render(createElement(Probe)));
    await act(async () => setNavGroupOpen('music', false));
    await act(async () => setNavGroupOpen('music', true));
    expect(seen.at(0)).toBe(true);
    expect(seen).toContain(false);
    expect(seen.at(-1)).toBe(true);
    act(() => root.unmount());
  });
});
