// @vitest-environment happy-dom
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Select } from './Select';

describe('Select', () => {
  it('names only its label to assistive technology: the caret is not an image called "Open dropdown"', () => {
    render(
      <>
        <label htmlFor="status">상태</label>
        <Select id="status" options={['승인 대기', '승인됨']} />
      </>,
    );
    expect(screen.getByRole('combobox', { name: '상태' })).toBeTruthy();
    expect(screen.queryByRole('img')).toBeNull();
    expect(document.body.textContent).not.toContain('Open dropdown');
  });
});
