import { deepStrictEqual, ok, strictEqual } from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { eventually } from '../eventually';

/**
 * The mock developer panel: the wrench button in the side navigation's foot (the phone drawer's, the guard
 * header) and the drawer it opens. Parts are found
 * by structure (classes, form field names), not by their texts, so the same helper works in both languages.
 */
export class DevPanelPage {
  constructor(readonly page: Page) {}

  /** The launcher the visitor can see (the hidden desktop navigation of a phone holds one too). */
  private launcher() {
    return this.page.locator('button.app-dev-panel-launcher').filter({ visible: true });
  }

  /** No launcher shows, once the page has settled (its texts loaded): none by its label either. */
  async expectNoLauncher(label: string): Promise<void> {
    await this.page.waitForLoadState('networkidle');
    strictEqual(await this.launcher().count(), 0, 'a developer panel launcher shows');
    strictEqual(await this.page.getByRole('button', { name: label, exact: true }).count(), 0, `a button reads "${label}"`);
  }

  private panel() {
    return this.page.locator('[role="dialog"].app-dev-panel');
  }

  private pendingRow(email: string) {
    return this.panel().locator(`.app-dev-panel__pending li[data-email="${email}"]`);
  }

  private faultRows() {
    return this.panel().locator('.app-dev-panel__fault');
  }

  async open(): Promise<void> {
    await this.launcher().click();
    await this.panel().waitFor();
  }

  /**
   * The visible launcher reads `label`, sits inside the foot of the navigation (the side column or the phone
   * drawer) above the copyright line, and nothing else is drawn over it or under it (it is in the flow).
   */
  async expectLauncherInNavigationFoot(label: string): Promise<void> {
    const launcher = this.launcher();
    await launcher.waitFor();
    strictEqual(((await launcher.textContent()) ?? '').trim(), label);
    // The phone drawer slides in: what is drawn over the launcher is read until the drawer has settled.
    const where = () =>
      launcher.evaluate((button) => {
        const foot = button.closest('.app-side-nav__footer');
        const box = button.getBoundingClientRect();
        const footBox = foot?.getBoundingClientRect();
        const atCentre = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
        return {
          inFoot: Boolean(foot && foot.closest('nav')),
          inside: Boolean(footBox && box.top >= footBox.top && box.bottom <= footBox.bottom && box.left >= footBox.left && box.right <= footBox.right),
          position: getComputedStyle(button).position,
          onTop: Boolean(atCentre && button.contains(atCentre)),
          aboveCopyright: Boolean(foot?.querySelector('small') && box.bottom <= foot.querySelector('small')!.getBoundingClientRect().top),
        };
      });
    await eventually(where, (found) => deepStrictEqual(found, { inFoot: true, inside: true, position: 'static', onTop: true, aboveCopyright: true }));
  }

  /** No launcher floats over the page's content (the old floating button). */
  async expectNoFloatingLauncher(): Promise<void> {
    const floating = await this.page
      .locator('button.app-dev-panel-launcher')
      .evaluateAll((buttons) => buttons.filter((button) => ['fixed', 'absolute', 'sticky'].includes(getComputedStyle(button).position)).length);
    strictEqual(floating, 0);
  }

  /** The outbox section lists, newest first, an email to `to` with this subject, a time and the link. */
  async expectOutboxEmail(to: string, subject: string, toLabel: string): Promise<void> {
    const email = this.panel().locator(`.app-dev-panel__outbox li[data-to="${to}"]`).first();
    await eventually(
      async () => ((await email.count()) ? await email.locator('.app-dev-panel__email-subject, .app-dev-panel__email-to').allTextContents() : []),
      (texts) =>
        deepStrictEqual(
          texts.map((text) => text.trim()),
          [subject, toLabel],
        ),
    );
    ok(await email.locator('time[datetime]').count(), 'no time');
    ok(/^\/reset-password\?token=[\w-]{43}$/.test((await email.locator('a').getAttribute('href')) ?? ''), 'no reset link');
  }

  /** Follows the newest email's link from the outbox. */
  async followOutboxLink(to: string): Promise<void> {
    await this.panel().locator(`.app-dev-panel__outbox li[data-to="${to}"] a`).first().click();
  }

  /** The panel is a dialog named by its title. */
  async expectTitle(title: string): Promise<void> {
    await this.page.getByRole('dialog', { name: title, exact: true }).waitFor();
  }

  /** The messages (success and failure callouts) the panel shows. */
  async expectMessage(message: string): Promise<void> {
    const callouts = this.panel().locator('[role="status"], [role="alert"]');
    await eventually(
      () => callouts.allTextContents(),
      (texts) => ok(texts.map((text) => text.trim()).includes(message), `no message "${message}" in ${JSON.stringify(texts)}`),
    );
  }

  async approve(email: string): Promise<void> {
    await this.pendingRow(email).locator('.app-dev-panel__approve').click();
  }

  /** Whether the user is in the list of pending users (a reloading list keeps its rows until the new ones arrive). */
  async expectPending(email: string, pending: boolean): Promise<void> {
    await eventually(
      () => this.pendingRow(email).count(),
      (count) => strictEqual(count, pending ? 1 : 0),
    );
  }

  /** Injects a status failure (the form's default kind) into an operation for a number of requests. */
  async failWithStatus(operationId: string, status: number, times: number): Promise<void> {
    const form = this.panel().locator('form.app-dev-panel__inject');
    await form.locator('select[name="operationId"]').selectOption(operationId);
    await form.locator('input[name="status"]').fill(String(status));
    await form.locator('input[name="times"]').fill(String(times));
    await form.locator('button[type="submit"]').click();
  }

  /** The active failures, each as "operation: kind, times". */
  async expectActiveFailures(expected: string[]): Promise<void> {
    // The callback runs in the page: inline arrow functions only (a named one would need tsx's `__name` helper there).
    const read = () =>
      this.faultRows().evaluateAll((rows) =>
        rows.map((row) => ['operation', 'kind', 'times'].map((part) => row.querySelector(`.app-dev-panel__fault-${part}`)?.textContent?.trim() ?? '')),
      );
    await eventually(read, (rows) =>
      deepStrictEqual(
        rows.map(([operation, kind, times]) => `${operation}: ${kind}, ${times}`),
        expected,
      ),
    );
  }

  async clearFailure(operationId: string): Promise<void> {
    await this.panel().locator(`.app-dev-panel__fault[data-operation-id="${operationId}"] .app-dev-panel__fault-clear`).click();
  }

  /** Resets the data, confirms, and waits for the page to load again. */
  async resetAndConfirm(): Promise<void> {
    await this.panel().locator('.app-dev-panel__reset').click();
    const confirm = this.page.getByRole('alertdialog').locator('button').first();
    await Promise.all([this.page.waitForEvent('load'), confirm.click()]);
  }

  /** After a reset the page loads again and the panel opens by itself. */
  async expectOpen(): Promise<void> {
    await this.panel().waitFor();
  }
}
