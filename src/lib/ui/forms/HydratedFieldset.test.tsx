// @vitest-environment happy-dom
import { act } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HydratedFieldset } from './HydratedFieldset';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

function LoginForm() {
  return (
    <form>
      <HydratedFieldset>
        <label htmlFor="email">Email</label>
        {/* eslint-disable-next-line jsx-a11y/no-autofocus -- the test is about a focused field (as the login page's) surviving hydration */}
        <input id="email" name="email" autoFocus />
        <button type="submit">Log in</button>
      </HydratedFieldset>
    </form>
  );
}

let root: Root | undefined;
let container: HTMLElement | undefined;
afterEach(() => {
  act(() => root?.unmount());
  container?.remove();
  root = undefined;
});

const field = () => container!.querySelector('fieldset')!;

describe('a prerendered form before and after hydration', () => {
  it('is prerendered with its fields disabled, so nothing can be typed or sent before the app runs', () => {
    const html = renderToString(<LoginForm />);
    expect(html).toMatch(/<fieldset class="app-hydrated-fieldset" disabled="">/);
  });

  it('enables its fields once hydrated, without a mismatch, and gives the focus to the field that asks for it', async () => {
    container = document.createElement('div');
    container.innerHTML = renderToString(<LoginForm />);
    document.body.append(container);
    const errors = vi.spyOn(console, 'error');
    await act(async () => {
      root = hydrateRoot(container!, <LoginForm />, { onRecoverableError: (error) => console.error(error) });
    });
    expect(field().disabled).toBe(false);
    expect(document.activeElement).toBe(container.querySelector('#email'));
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
  });

  it('is enabled at once in a page rendered by the browser', () => {
    container = document.createElement('div');
    document.body.append(container);
    act(() => {
      root = createRoot(container!);
      root.render(<LoginForm />);
    });
    expect(field().disabled).toBe(false);
  });
});
