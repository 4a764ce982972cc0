/**
 * The product's brand, kept in one place so a festival can rebrand without touching the screens.
 * The wordmark is shown as is in every language (it is not a translation).
 */
export const brand = {
  /** Wordmark in the header logo, the document title and the copyright line. */
  wordmark: 'Cue Connect',
  /** First year of the copyright line. */
  copyrightSince: 2025,
} as const;
