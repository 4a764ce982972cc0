import { deepStrictEqual, ok, strictEqual } from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { eventually } from '../eventually';

/** The most Tab presses it may take to reach a control of the header or the navigation. */
const MAX_TABS = 40;

/**
 * The side navigation: a 300 px column on wide screens, a 288 px drawer on phones. Only one of the two is
 * in the page at a time, so "the navigation" is whichever is shown.
 */
export class NavigationPage {
  constructor(readonly page: Page) {}

  private navigation() {
    return this.page.locator('nav.app-side-nav');
  }

  private drawer() {
    return this.page.locator('.bp6-drawer');
  }

  private link(label: string) {
    return this.navigation().getByRole('link', { name: label, exact: true });
  }

  private groupToggle(label: string) {
    return this.navigation().getByRole('button', { name: label, exact: true });
  }

  /** The group titles and links, in reading order. */
  async expectEntries(entries: string[]): Promise<void> {
    const items = this.navigation().locator('.app-side-nav__group, .app-side-nav__link');
    await eventually(
      () => items.allTextContents(),
      (texts) =>
        deepStrictEqual(
          texts.map((text) => text.trim()),
          entries,
        ),
    );
  }

  async expectWidth(pixels: number): Promise<void> {
    await eventually(
      () => this.navigation().boundingBox(),
      (box) => strictEqual(box?.width, pixels),
    );
  }

  async expectHidden(): Promise<void> {
    await eventually(
      () => this.navigation().isVisible(),
      (visible) => strictEqual(visible, false),
    );
  }

  async choose(label: string): Promise<void> {
    await this.link(label).click();
  }

  async closeGroup(label: string): Promise<void> {
    const toggle = this.groupToggle(label);
    strictEqual(await toggle.getAttribute('aria-expanded'), 'true', `the ${label} group is already closed`);
    await toggle.click();
    await this.expectGroup(label, 'closed');
  }

  async expectGroup(label: string, state: 'open' | 'closed'): Promise<void> {
    const toggle = this.groupToggle(label);
    await eventually(
      () => toggle.getAttribute('aria-expanded'),
      (expanded) => strictEqual(expanded, String(state === 'open')),
    );
  }

  /** Exactly one link is marked as the current page, and it is this one. */
  async expectCurrent(label: string): Promise<void> {
    const current = this.navigation().locator('a[aria-current="page"]');
    await eventually(
      () => current.allTextContents(),
      (texts) =>
        deepStrictEqual(
          texts.map((text) => text.trim()),
          [label],
        ),
    );
  }

  /** Presses Tab from the top of the page until the focus is on the link or group toggle with this name. */
  async tabTo(label: string, role: 'link' | 'button' = 'link'): Promise<void> {
    await this.page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    for (let presses = 0; presses < MAX_TABS; presses++) {
      await this.page.keyboard.press('Tab');
      const focused = await this.page.evaluate(() => {
        const element = document.activeElement as HTMLElement | null;
        return {
          text: element?.textContent?.trim(),
          role: element?.tagName === 'A' ? 'link' : element?.tagName === 'BUTTON' ? 'button' : undefined,
          inNav: !!element?.closest('nav.app-side-nav'),
        };
      });
      if (focused.inNav && focused.text === label && focused.role === role) return;
    }
    throw new Error(`"${label}" was not reached with ${MAX_TABS} presses of Tab`);
  }

  /** The focused element is this link, and the keyboard focus ring is drawn around it. */
  async expectFocusRing(label: string): Promise<void> {
    const focus = await this.page.evaluate(() => {
      const element = document.activeElement as HTMLElement;
      const style = getComputedStyle(element);
      return {
        text: element.textContent?.trim(),
        focusVisible: element.matches(':focus-visible'),
        outline: style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 2,
      };
    });
    deepStrictEqual(focus, { text: label, focusVisible: true, outline: true });
  }

  /** Presses the header's menu button and waits until the navigation has answered it. */
  async toggleMenu(): Promise<void> {
    const menu = this.page.locator('header .app-header__menu');
    const before = await menu.getAttribute('aria-expanded');
    await menu.click();
    await eventually(
      () => menu.getAttribute('aria-expanded'),
      (after) => ok(after !== before, 'the menu button did not answer'),
    );
    const phone = await this.page.evaluate(() => matchMedia('(max-width: 767.98px)').matches);
    if (before === 'false' && phone) {
      // The drawer's code may still be on its way; once open, it takes the keyboard focus (then Escape reaches it).
      await this.drawer().waitFor({ state: 'visible' });
      await eventually(
        () => this.page.evaluate(() => !!document.activeElement?.closest('.bp6-overlay')),
        (inside) => ok(inside),
      );
    }
  }

  async expectDrawerOpen(width: number): Promise<void> {
    await this.drawer().waitFor({ state: 'visible' });
    await eventually(
      () => this.drawer().boundingBox(),
      (box) => {
        ok(box, 'no drawer');
        deepStrictEqual({ left: box.x, width: box.width }, { left: 0, width });
      },
    );
    await this.navigation().waitFor({ state: 'visible' });
  }

  async expectDrawerClosed(): Promise<void> {
    await this.drawer().waitFor({ state: 'detached' });
    await this.expectHidden();
  }

  /** Taps the dimmed backdrop beside the drawer. */
  async tapBesideDrawer(): Promise<void> {
    const viewport = this.page.viewportSize()!;
    await this.page.mouse.click(viewport.width - 20, viewport.height / 2);
  }
}
