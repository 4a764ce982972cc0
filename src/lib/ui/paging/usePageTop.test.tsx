// @vitest-environment happy-dom
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { usePageTop } from './usePageTop';

function setup() {
  const element = document.createElement('h2');
  const scrollIntoView = vi.fn();
  const focus = vi.fn();
  element.scrollIntoView = scrollIntoView;
  element.focus = focus;
  const hook = renderHook(({ page }) => usePageTop<HTMLHeadingElement>(page), { initialProps: { page: 1 } });
  hook.result.current.ref.current = element;
  return { hook, scrollIntoView, focus };
}

describe('usePageTop', () => {
  it('brings the results heading to the top and focuses it once a followed pager link shows its page', () => {
    const { hook, scrollIntoView, focus } = setup();
    act(() => hook.result.current.onFollow(2));
    expect(scrollIntoView).not.toHaveBeenCalled();
    hook.rerender({ page: 2 });
    expect(scrollIntoView).toHaveBeenCalledWith({ block: 'start' });
    expect(focus).toHaveBeenCalledWith({ preventScroll: true });
  });

  it('leaves scroll and focus alone when the page changes otherwise (a filter, Back)', () => {
    const { hook, scrollIntoView, focus } = setup();
    hook.rerender({ page: 3 });
    hook.rerender({ page: 1 });
    expect(scrollIntoView).not.toHaveBeenCalled();
    expect(focus).not.toHaveBeenCalled();
  });

  it('forgets a link to the page already shown, so a later filter change does not move the focus', () => {
    const { hook, scrollIntoView } = setup();
    act(() => hook.result.current.onFollow(1));
    hook.rerender({ page: 2 });
    hook.rerender({ page: 1 });
    expect(scrollIntoView).not.toHaveBeenCalled();
  });
});
