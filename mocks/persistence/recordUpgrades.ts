/**
 * Records written by an older layout, brought up to the current one as a data folder's store is loaded, so a
 * developer's `.data/` keeps its accounts, tracks and uploads instead of being set aside for the seed. Each step
 * recognises its old layout by a field only that layout has, and answers the record unchanged otherwise.
 */

type StoredData = Record<string, unknown>;

/** The record in the current layout; the same object when it already was. */
export function upgradeStoredRecord(collection: string, data: object): object {
  if (collection === 'users') return upgradeUser(data as StoredData);
  if (collection === 'tokens') return upgradeToken(data as StoredData);
  if (collection === 'rounds') return upgradeRound(data as StoredData);
  return data;
}

/**
 * Before decisions were announced (docs/product.md 17.9) a round had no announcement: none is scheduled and no
 * mail was sent, so every decision of an old round stays the office's until it announces them.
 */
function upgradeRound(round: StoredData): StoredData {
  if ('decisionsAnnouncedAt' in round) return round;
  return { ...round, decisionsAnnouncedAt: null, decisionMailsSentAt: null };
}

/**
 * Before issue 26 a token pair had no family and a `refreshUsed` flag instead of the time of its rotation. Each old
 * pair becomes a family of its own (its refresh token names it, so the upgrade gives the same answer every load);
 * a used one was rotated at a time no longer known, long past any grace period.
 */
function upgradeToken(token: StoredData): StoredData {
  if (!('refreshUsed' in token)) return token;
  const { refreshUsed, ...rest } = token;
  return { ...rest, familyId: `tf_legacy_${String(token.refreshToken)}`, rotatedAt: refreshUsed === true ? new Date(0).toISOString() : null };
}

/**
 * Before issue 18 an account had one `marketingConsent` flag and an `ageOver14Consent` flag, without dates. The
 * required consents were given at sign-up, so they date from it; the one marketing consent was given for email
 * (the only channel used then) and never for text messages, which the user was not asked about. An account that
 * left then has no known leaving date.
 */
function upgradeUser(user: StoredData): StoredData {
  if (!('marketingConsent' in user)) return user;
  const { marketingConsent, ageOver14Consent: _ageOver14Consent, ...rest } = user;
  const createdAt = user.createdAt as string;
  return {
    ...rest,
    termsAgreedAt: createdAt,
    privacyAgreedAt: createdAt,
    ageOver14ConfirmedAt: createdAt,
    marketingEmail: marketingConsent === true,
    marketingEmailAt: createdAt,
    marketingSms: false,
    marketingSmsAt: createdAt,
    leftAt: null,
  };
}
