// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../../lib/i18n/i18n';
import { namespaces } from '../../../lib/i18n/namespaces';
import { LANGUAGE_STORAGE_KEY } from '../../../lib/i18n/languages';
import { SearchBox } from './SearchBox';

beforeAll(async () => {
  localStorage.setItem(LANGUAGE_STORAGE_KEY, 'en');
  await initI18n(namespaces);
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

function renderBox(value = '') {
  const onCommit = vi.fn<(text: string, options: { replace: boolean }) => void>();
  const view = render(<SearchBox value={value} onCommit={onCommit} />);
  const input = screen.getByRole<HTMLInputElement>('searchbox', { name: 'Search music' });
  const type = (text: string) => fireEvent.change(input, { target: { value: text } });
  return { onCommit, input, type, rerender: (next: string) => view.rerender(<SearchBox value={next} onCommit={onCommit} />) };
}

describe('the search box', () => {
  it('searches once typing rests for 300 ms, replacing the address entry', () => {
    vi.useFakeTimers();
    const box = renderBox();
    box.type('ㄱ');
    act(() => {
      vi.advanceTimersByTime(200);
    });
    box.type('ㄱㅁ');
    act(() => {
      vi.advanceTimersByTime(200);
    });
    box.type('ㄱㅁㅅ');
    act(() => {
      vi.advanceTimersByTime(299);
    });
    expect(box.onCommit).not.toHaveBeenCalled();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(box.onCommit).toHaveBeenCalledExactlyOnceWith('ㄱㅁㅅ', { replace: true });
  });

  it('ignores Enter while an IME composes, then searches the whole text once on a real Enter', () => {
    vi.useFakeTimers();
    const box = renderBox();
    fireEvent.compositionStart(box.input);
    box.type('빗소');
    fireEvent.keyDown(box.input, { key: 'Enter', keyCode: 229 });
    fireEvent.keyDown(box.input, { key: 'Enter', isComposing: true });
    fireEvent.submit(box.input.form!);
    expect(box.onCommit).not.toHaveBeenCalled();
    fireEvent.compositionEnd(box.input);
    fireEvent.keyDown(box.input, { key: 'Enter', keyCode: 13 });
    expect(box.onCommit).toHaveBeenCalledExactlyOnceWith('빗소', { replace: false });
    act(() => {
      vi.advanceTimersByTime(1000);
    });
    expect(box.onCommit).toHaveBeenCalledTimes(1);
    expect(box.input.value).toBe('빗소');
  });

  it('shows a search restored from the address (back/forward) without searching again', () => {
    vi.useFakeTimers();
    const box = renderBox('rain');
    expect(box.input.value).toBe('rain');
    box.rerender('night');
    expect(box.input.value).toBe('night');
    act(() => {
      vi.advanceTimersByTime(1000);
    });
    expect(box.onCommit).not.toHaveBeenCalled();
  });

  it("keeps and searches what is typed when an address without a search lands after the typing (the navigation's Search link)", () => {
    vi.useFakeTimers();
    const box = renderBox('rain');
    box.type('night');
    box.rerender('');
    expect(box.input.value).toBe('night');
    act(() => {
      vi.advanceTimersByTime(300);
    });
    expect(box.onCommit).toHaveBeenCalledExactlyOnceWith('night', { replace: true });
  });

  it('is emptied by an address without a search when nothing typed waits', () => {
    const box = renderBox('rain');
    box.rerender('');
    expect(box.input.value).toBe('');
  });

  it('keeps what is typed when the address catches up late with an earlier search of its own', () => {
    vi.useFakeTimers();
    const box = renderBox();
    box.type('새');
    act(() => {
      vi.advanceTimersByTime(300);
    });
    expect(box.onCommit).toHaveBeenLastCalledWith('새', { replace: true });
    fireEvent.compositionStart(box.input);
    box.type('새벽');
    act(() => {
      vi.advanceTimersByTime(300);
    });
    expect(box.onCommit).toHaveBeenLastCalledWith('새벽', { replace: true });
    // A slow page: the address shows the first search only now, then the second.
    box.rerender('새');
    expect(box.input.value).toBe('새벽');
    box.rerender('새벽');
    fireEvent.compositionEnd(box.input);
    expect(box.input.value).toBe('새벽');
    expect(box.onCommit).toHaveBeenCalledTimes(2);
  });

  it('shows a search restored from the address only after the syllable being composed is finished', () => {
    const box = renderBox('rain');
    fireEvent.compositionStart(box.input);
    box.type('rain 빗');
    box.rerender('night');
    expect(box.input.value).toBe('rain 빗');
    fireEvent.compositionEnd(box.input);
    expect(box.input.value).toBe('night');
  });
});
