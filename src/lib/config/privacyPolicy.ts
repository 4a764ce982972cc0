/**
 * The privacy policy (개인정보처리방침, issue 18): its address, the day this version took effect and where users
 * write about their personal data, kept in one place so a new version changes one value (the page, its links and
 * the sign-up consents read them from here).
 */
export const privacyPolicy = {
  /** The policy's public page, inside the main layout like /faq. */
  path: '/privacy',
  /** The day this version took effect: a calendar day (YYYY-MM-DD), shown as a date in the interface language. */
  effectiveDate: '2026-11-26',
  /** The festival industry program's privacy officer; shown as text, never a request to another host. */
  contactEmail: 'privacy@cueconnect.kr',
} as const;
