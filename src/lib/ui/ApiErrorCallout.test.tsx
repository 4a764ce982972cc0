// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { initI18n } from '../i18n/i18n';
import { LANGUAGE_STORAGE_KEY } from '../i18n/languages';
import { namespaces } from '../i18n/namespaces';
import { ApiErrorCallout } from './ApiErrorCallout';

beforeAll(async () => {
  localStorage.setItem(LANGUAGE_STORAGE_KEY, 'en');
  await initI18n(namespaces);
});

afterEach(cleanup);

describe('ApiErrorCallout', () => {
  it('says what failed, then why, with the minutes a refused call must wait', () => {
    render(<ApiErrorCallout lead="The request could not be changed." error={{ status: 429, code: 'TOO_MANY_ATTEMPTS', message: '', retryAfterSeconds: 125 }} />);
    expect(screen.getByRole('alert').textContent).toBe('The request could not be changed. Too many attempts. Please try again in 3 minutes.');
  });

  it('says a failure without a code as the unknown failure, and nothing without an error', () => {
    const { container } = render(<ApiErrorCallout error={null} />);
    expect(container.textContent).toBe('');
    render(<ApiErrorCallout error={new Error('boom')} />);
    expect(screen.getByRole('alert').textContent).not.toBe('');
    expect(screen.getByRole('alert').textContent).not.toContain('boom');
  });
});
