/** The controls a keyboard user can reach with Tab (Blueprint's own focus-trap elements excluded). */
const CONTROLS = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  '[tabindex]:not([tabindex="-1"])',
]
  .map((selector) => `${selector}:not([class*="-focus-trap"])`)
  .join(',');

/**
 * Puts the keyboard where a user expects it once a Blueprint overlay (dialog, alert, drawer) has opened.
 * Left to itself, Blueprint focuses an empty, invisible "focus trap" element, and the wrapper around the
 * content is a Tab stop of its own without a name or a visible ring: two silent Tab presses before the first
 * control, and one more on every round. Pass it as the overlay's `onOpened`: the wrapper leaves the Tab
 * order (it still receives focus from code, and keys bubble to it) and `preferred`, or else the first
 * control of the content, takes the focus.
 *
 * Not earlier, and not with React's `autoFocus` inside the overlay: when focus is already inside as it
 * opens, Blueprint never ends its "auto-focusing" state, and Tab from the last control then lands on the
 * invisible trap element instead of going round to the first control.
 */
export function focusOverlayContent(wrapper: HTMLElement, preferred?: string): void {
  wrapper.tabIndex = -1;
  const active = wrapper.ownerDocument.activeElement;
  if (active && active !== wrapper && wrapper.contains(active)) return;
  const target = (preferred ? wrapper.querySelector<HTMLElement>(preferred) : null) ?? wrapper.querySelector<HTMLElement>(CONTROLS);
  target?.focus({ preventScroll: true });
}
