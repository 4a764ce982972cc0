import { deepStrictEqual, ok, strictEqual } from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { eventually } from '../eventually';

/** One list of the menu as shown: its name, whether it is ticked, and its track count ("4 tracks"). */
export interface ShownShortlist {
  name: string;
  ticked: boolean;
  count: string;
}

/** The "Add to shortlist" button of track rows and the player, and its popover menu. */
export class ShortlistMenuPage {
  constructor(readonly page: Page) {}

  /** The menu (the popover's dialog, named by its heading). */
  menu() {
    return this.page.locator('.app-shortlist-menu[role="dialog"]');
  }

  /** Presses the button `label` in a track row, or in the player. */
  async open(label: string, where: 'list' | 'player' = 'list'): Promise<void> {
    const scope = this.page.locator(where === 'player' ? '.app-player' : '.app-catalog-track');
    await scope.getByRole('button', { name: label, exact: true }).first().click();
  }

  async expectOpen(heading: string): Promise<void> {
    await eventually(
      () => this.menu().getByRole('heading').textContent(),
      (text) => strictEqual(text?.trim(), heading),
    );
  }

  async expectClosed(): Promise<void> {
    await this.menu().waitFor({ state: 'detached' });
  }

  /** Every list of the open menu, in order, once they are loaded. */
  async expectLists(expected: ShownShortlist[]): Promise<void> {
    const read = () =>
      this.menu()
        .locator('.app-shortlist-menu__list')
        .evaluateAll((labels) =>
          labels.map((label) => ({
            name: label.querySelector('.app-shortlist-menu__name')?.textContent?.trim() ?? '',
            ticked: label.querySelector('input')?.checked ?? false,
            count: label.querySelector('.app-shortlist-menu__count')?.textContent?.trim() ?? '',
          })),
        );
    await eventually(read, (shown) => deepStrictEqual(shown, expected));
  }

  /** One list as shown (ticked or not, its count), found by its name. */
  async expectList(name: string, ticked: boolean, count: string): Promise<void> {
    const label = this.label(name);
    const read = async () => ({
      ticked: await label.locator('input').isChecked(),
      count: (await label.locator('.app-shortlist-menu__count').textContent())?.trim(),
    });
    await eventually(read, (shown) => deepStrictEqual(shown, { ticked, count }));
  }

  /** Clicks a list's label (Blueprint draws the box over the visually hidden input): it ticks or unticks. */
  async tick(name: string): Promise<void> {
    await this.label(name).click();
  }

  private label(name: string) {
    return this.menu().locator('label.app-shortlist-menu__list', { has: this.page.locator('.app-shortlist-menu__name', { hasText: name }) });
  }

  async typeNewName(name: string): Promise<void> {
    await this.newNameField().fill(name);
  }

  newNameField() {
    return this.menu().getByRole('textbox');
  }

  async pressInMenu(label: string): Promise<void> {
    await this.menu().getByRole('button', { name: label, exact: true }).click();
  }

  /** The polite success line of the menu. */
  async expectStatus(text: string): Promise<void> {
    await eventually(
      () => this.menu().locator('.app-shortlist-menu__status').textContent(),
      (shown) => strictEqual(shown?.trim(), text),
    );
  }

  /** The failure said at once (role alert) in the menu. */
  async expectAlert(text: string): Promise<void> {
    await eventually(
      async () => ({ alerts: (await this.menu().getByRole('alert').allTextContents()).map((shown) => shown.trim()), menu: await this.menu().innerText() }),
      (shown) => deepStrictEqual(shown.alerts, [text], `the menu reads: ${shown.menu}`),
    );
  }

  /** The message under the new name field, the field marked invalid. */
  async expectNameMessage(text: string): Promise<void> {
    await eventually(
      async () => ({
        message: (await this.menu().locator('.bp6-form-helper-text').textContent())?.trim(),
        invalid: await this.newNameField().getAttribute('aria-invalid'),
      }),
      (shown) => deepStrictEqual(shown, { message: text, invalid: 'true' }),
    );
  }

  async expectNewName(value: string): Promise<void> {
    await eventually(
      () => this.newNameField().inputValue(),
      (shown) => strictEqual(shown, value),
    );
  }

  /** The whole menu is on screen (inside the viewport), not cut off at a side. */
  async expectWithinViewport(): Promise<void> {
    const read = async () => {
      const box = await this.menu().boundingBox();
      const viewport = this.page.viewportSize();
      return box && viewport ? box.x >= 0 && box.y >= 0 && box.x + box.width <= viewport.width + 0.5 && box.y + box.height <= viewport.height + 0.5 : false;
    };
    await eventually(read, (inside) => strictEqual(inside, true));
  }

  /** The menu keeps `margin` pixels from the window's left and right sides. */
  async expectClearOfSides(margin: number): Promise<void> {
    const width = this.page.viewportSize()!.width;
    await eventually(
      () => this.menu().boundingBox(),
      (box) => ok(box && box.x >= margin && box.x + box.width <= width - margin, `the menu spans ${box?.x}-${box ? box.x + box.width : '?'} of ${width} px`),
    );
  }
}
