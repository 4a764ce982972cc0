import type { Consents, MarketingConsent } from '../../../lib/api/generated/types.gen';

/** The two optional marketing channels, each its own consent (issue 18), in the order the page shows them. */
export const MARKETING_CHANNELS = ['email', 'sms'] as const;
export type MarketingChannel = (typeof MARKETING_CHANNELS)[number];

/** Where each channel's consent sits in the profile's `consents` (the request names it `email` / `sms`). */
const CONSENT_FIELDS = { email: 'marketingEmail', sms: 'marketingSms' } as const satisfies Record<MarketingChannel, keyof Consents>;

export function marketingConsentOf(consents: Consents, channel: MarketingChannel): MarketingConsent {
  return consents[CONSENT_FIELDS[channel]];
}

/** The read-only agreements of sign-up, each with its date field, in the order the page lists them. */
export const AGREEMENT_DATES = ['termsAgreedAt', 'privacyAgreedAt', 'ageOver14ConfirmedAt'] as const satisfies ReadonlyArray<keyof Consents>;
