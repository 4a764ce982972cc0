/**
 * A composer's application's limits (docs/product.md 17.6, the contract's `ProgramApplicationInput`; the rules
 * test checks them against its schema), shared by the composer's form: a statement in Korean and/or English,
 * 1 to 3 of their own tracks in the order they want them heard, and up to 5 film projects they are drawn to.
 */
export const APPLICATION_LIMITS = {
  statement: 1000,
  tracks: { min: 1, max: 3 },
  projects: 5,
} as const;

/** Whether a statement has visible text in at least one language (what the provider asks, field `statement`). */
export const hasStatement = (statement: { ko: string; en: string }): boolean => statement.ko.trim() !== '' || statement.en.trim() !== '';
