import { ok } from 'node:assert/strict';
import type { Locator } from 'playwright-core';
import { eventually } from './eventually';

/** Chooses a Blueprint radio by its label, as a pointer does (Blueprint draws the radio over a hidden input: the label is what is pressed). */
export async function chooseRadio(scope: Locator, label: string): Promise<void> {
  await scope
    .locator('label.bp6-radio')
    .filter({ hasText: new RegExp(`^\\s*${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s*$`) })
    .click();
  await eventually(
    () => scope.getByRole('radio', { name: label, exact: true }).isChecked(),
    (checked) => ok(checked, `${label} is not chosen`),
  );
}
