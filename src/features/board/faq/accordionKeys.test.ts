import { describe, expect, it } from 'vitest';
import { accordionFocusTarget } from './accordionKeys';

describe('keyboard moves among the FAQ questions', () => {
  it('goes down and up, wrapping at both ends', () => {
    expect(accordionFocusTarget('ArrowDown', 0, 3)).toBe(1);
    expect(accordionFocusTarget('ArrowDown', 2, 3)).toBe(0);
    expect(accordionFocusTarget('ArrowUp', 0, 3)).toBe(2);
    expect(accordionFocusTarget('ArrowUp', 2, 3)).toBe(1);
  });

  it('jumps to the first and last question', () => {
    expect(accordionFocusTarget('Home', 2, 3)).toBe(0);
    expect(accordionFocusTarget('End', 0, 3)).toBe(2);
  });

  it('leaves other keys (Enter, Space, Tab) to the button', () => {
    expect(accordionFocusTarget('Enter', 1, 3)).toBeUndefined();
    expect(accordionFocusTarget(' ', 1, 3)).toBeUndefined();
    expect(accordionFocusTarget('Tab', 1, 3)).toBeUndefined();
  });
});
