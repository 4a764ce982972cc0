import type { Page } from 'playwright-core';

/** How a control is named in a report: tag, role or type, and its accessible-ish text. */
interface ControlInfo {
  index: number;
  label: string;
}

/** One Tab press: where focus landed and whether the user could see it there. */
export interface FocusStop {
  /** The control's mark (`data-kb-index`), or -1 when focus landed on something that was not counted. */
  index: number;
  label: string;
  /** Focus left the page's controls (the document itself, or the browser's own UI). */
  outside: boolean;
  /** A focus indicator is drawn: an outline or box-shadow on the control (or its ::before/::after), or on the part Blueprint draws for it. */
  visible: boolean;
  focusStyle: string;
}

/** What pressing Tab from the top of a page showed. */
/** Input types whose parts (year, month, day; hours, minutes) Chromium's Tab visits one by one inside the one control. */
const DATE_PARTS_TYPES = ['date', 'time', 'datetime-local', 'month', 'week'];

export interface TabWalk {
  /** The visible, enabled controls the DOM holds (what Tab should reach), in DOM order. */
  controls: ControlInfo[];
  /** Every stop, in order, until focus came back to the start or left the page. */
  stops: FocusStop[];
  /** Controls Tab never reached. */
  skipped: string[];
  /** Stops on something that is not a visible control (hidden, off-screen content). */
  strays: string[];
  /** Stops where no focus indicator was visible. */
  invisibleFocus: string[];
  /** Focus did not come back around: Tab kept cycling a part of the page, or stopped moving. */
  trapped: string | undefined;
}

/**
 * Marks every control a keyboard user must be able to reach with Tab: visible (it has a box and is not
 * `visibility: hidden`, inside `inert` or inside a closed `<details>`), enabled, in the tab sequence (`tabIndex >= 0`). Of a group of
 * radio buttons only one is a Tab stop (the checked one, else the first), as browsers do. Blueprint draws
 * some controls over an invisible native input (switch, checkbox, radio, file): the input is what takes
 * focus, so it counts.
 */
async function markControls(page: Page, scope: string): Promise<ControlInfo[]> {
  return page.evaluate((scopeSelector) => {
    document.querySelectorAll('[data-kb-index]').forEach((element) => element.removeAttribute('data-kb-index'));
    const root = document.querySelector(scopeSelector) ?? document.body;
    const selector =
      'a[href], area[href], button, input, select, textarea, iframe, audio[controls], video[controls], summary, [contenteditable=""], [contenteditable="true"], [tabindex]';
    const shown = (element: HTMLElement) => {
      if (element.closest('[inert]')) return false;
      const style = getComputedStyle(element);
      if (style.visibility === 'hidden' || style.display === 'none') return false;
      // The content of a closed <details> keeps its boxes but is not rendered (content-visibility: hidden).
      if (!element.checkVisibility()) return false;
      return element.getClientRects().length > 0;
    };
    const candidates = [...root.querySelectorAll<HTMLElement>(selector)].filter(
      (element) =>
        element.tabIndex >= 0 && !(element as HTMLButtonElement).disabled && !(element instanceof HTMLInputElement && element.type === 'hidden') && shown(element),
    );
    const radioStops = new Map<string, HTMLInputElement>();
    for (const element of candidates) {
      if (!(element instanceof HTMLInputElement) || element.type !== 'radio' || !element.name) continue;
      const key = `${element.form ? 'form' : 'page'}:${element.name}`;
      const chosen = radioStops.get(key);
      if (!chosen || (element.checked && !chosen.checked)) radioStops.set(key, element);
    }
    const controls = candidates.filter(
      (element) => !(element instanceof HTMLInputElement && element.type === 'radio' && element.name) || [...radioStops.values()].includes(element),
    );
    return controls.map((element, index) => {
      element.setAttribute('data-kb-index', String(index));
      const name =
        element.getAttribute('aria-label') ??
        (element.id ? document.querySelector(`label[for="${CSS.escape(element.id)}"]`)?.textContent : undefined) ??
        element.closest('label')?.textContent ??
        element.textContent ??
        '';
      const kind = element.getAttribute('role') ?? (element instanceof HTMLInputElement ? `input[${element.type}]` : element.tagName.toLowerCase());
      return { index, label: `${kind} "${name.replace(/\s+/g, ' ').trim().slice(0, 60)}"` };
    });
  }, scope);
}

/** Reads the focused element: its mark (when counted), its label and whether a focus indicator is drawn. */
export async function readFocus(page: Page): Promise<FocusStop> {
  return page.evaluate(() => {
    const active = document.activeElement as HTMLElement | null;
    if (!active || active === document.body || active === document.documentElement) {
      return { index: -1, label: '(the page itself)', outside: true, visible: false, focusStyle: '' };
    }
    const drawn = (element: Element | null | undefined, pseudo?: string) => {
      if (!element) return '';
      const style = getComputedStyle(element, pseudo);
      const outline =
        style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0 ? `outline ${style.outlineWidth} ${style.outlineStyle} ${style.outlineColor}` : '';
      const shadow = style.boxShadow !== 'none' ? `box-shadow ${style.boxShadow}` : '';
      return outline || shadow;
    };
    // Blueprint draws switches, checkboxes and radios as `.bp6-control-indicator` after an invisible input,
    // and the file chooser as `.bp6-file-upload-input`: their focus ring is drawn there.
    const drawnPart =
      active instanceof HTMLInputElement
        ? (active.closest('.bp6-control')?.querySelector('.bp6-control-indicator') ?? active.closest('.bp6-file-input')?.querySelector('.bp6-file-upload-input'))
        : undefined;
    // A link stretched over a card draws its ring on its ::after, which covers the card.
    const focusStyle = drawn(active) || drawn(active, '::after') || drawn(active, '::before') || drawn(drawnPart);
    const mark = active.getAttribute('data-kb-index');
    const text = (active.getAttribute('aria-label') ?? active.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 60);
    return {
      index: mark === null ? -1 : Number(mark),
      label: `${active.tagName.toLowerCase()}${active.className && typeof active.className === 'string' ? `.${active.className.trim().split(/\s+/).join('.')}` : ''} "${text}"`,
      outside: false,
      visible: focusStyle !== '',
      focusStyle,
    };
  });
}

/**
 * Presses Tab from the top of the page (or of `scope`, an open dialog) until focus comes back to where it
 * started or leaves the page, and compares the stops with the controls the DOM holds.
 */
export async function walkWithTab(page: Page, { scope = 'body', start }: { scope?: string; start?: () => Promise<void> } = {}): Promise<TabWalk> {
  const controls = await markControls(page, scope);
  if (start) await start();
  else {
    // The next Tab starts from the top of the document: from a throwaway element put first in <body>, out of
    // the Tab order (a page may have focused a field on its own, and Tab would continue from there).
    await page.evaluate(() => {
      const top = document.createElement('span');
      top.tabIndex = -1;
      top.id = 'kb-top';
      document.body.prepend(top);
      top.focus();
      window.scrollTo(0, 0);
    });
  }
  const stops: FocusStop[] = [];
  const seen = new Set<number>();
  let trapped: string | undefined;
  const limit = controls.length * 2 + 10;
  for (let press = 0; ; press++) {
    if (press > limit) {
      trapped = `Tab kept moving for ${limit} presses without coming back around`;
      break;
    }
    await page.keyboard.press('Tab');
    if (press === 0) await page.evaluate(() => document.getElementById('kb-top')?.remove());
    const stop = await readFocus(page);
    const previous = stops.at(-1);
    if (stop.outside) break;
    // A date or time input is one control whose parts (year, month, day) Tab visits one by one: still the same stop.
    if (
      previous &&
      previous.index === stop.index &&
      stop.index >= 0 &&
      (await page.evaluate((types) => types.includes((document.activeElement as HTMLInputElement | null)?.type ?? ''), DATE_PARTS_TYPES))
    ) {
      continue;
    }
    if (stop.index >= 0 && seen.has(stop.index)) {
      if (scope === 'body' && stop.index !== 0 && stops.some((earlier) => earlier.index === 0)) {
        trapped = `Tab came back to ${stop.label} without passing the end of the page`;
      }
      break;
    }
    if (previous && previous.index === stop.index && previous.label === stop.label) {
      trapped = `Tab does not move on from ${stop.label}`;
      break;
    }
    stops.push(stop);
    if (stop.index >= 0) seen.add(stop.index);
  }
  return {
    controls,
    stops,
    skipped: controls.filter((control) => !seen.has(control.index)).map((control) => control.label),
    strays: stops.filter((stop) => stop.index < 0).map((stop) => stop.label),
    invisibleFocus: stops.filter((stop) => !stop.visible).map((stop) => stop.label),
    trapped,
  };
}
