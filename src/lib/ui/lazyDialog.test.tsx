// @vitest-environment happy-dom
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { lazyDialog } from './lazyDialog';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

interface Props {
  isOpen: boolean;
}

function Loaded({ isOpen }: Props) {
  return <div role="dialog">{isOpen ? 'open' : 'closing'}</div>;
}

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  vi.useRealTimers();
});

describe('lazyDialog', () => {
  it('renders and loads nothing before the first opening, then shows the loaded dialog and keeps it mounted', async () => {
    vi.useFakeTimers();
    const load = vi.fn(() => Promise.resolve(Loaded));
    const Dialog = lazyDialog<Props>(load, (props) => props.isOpen);
    const container = document.body.appendChild(document.createElement('div'));
    root = createRoot(container);
    act(() => root!.render(<Dialog isOpen={false} />));
    expect(container.innerHTML).toBe('');
    expect(load).not.toHaveBeenCalled();

    await act(async () => root!.render(<Dialog isOpen />));
    await act(async () => vi.runAllTimersAsync());
    expect(container.textContent).toBe('open');
    expect(load).toHaveBeenCalledTimes(1);

    act(() => root!.render(<Dialog isOpen={false} />));
    expect(container.textContent).toBe('closing');
  });

  it('fetches the dialog when the browser is idle, before anyone opens it', async () => {
    vi.useFakeTimers();
    const load = vi.fn(() => Promise.resolve(Loaded));
    const Dialog = lazyDialog<Props>(load, (props) => props.isOpen);
    root = createRoot(document.body.appendChild(document.createElement('div')));
    act(() => root!.render(<Dialog isOpen={false} />));
    await act(async () => vi.runAllTimersAsync());
    expect(load).toHaveBeenCalledTimes(1);
  });
});
