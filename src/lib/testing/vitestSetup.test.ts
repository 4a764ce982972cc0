// @vitest-environment happy-dom
import { getConfig } from '@testing-library/dom';
import { describe, expect, it } from 'vitest';

describe('the test set-up of a DOM test file', () => {
  it("gives Testing Library's waits 15 s (a loaded machine is slow, not wrong)", () => {
    expect(getConfig().asyncUtilTimeout).toBe(15_000);
  });
});
