import { zEmail, zInstagramId, zPortfolioUrl } from '../../../lib/domain/contractSchemas';
import { characterCount } from '../../../lib/domain/text/characters';
import { fieldRuleOf } from '../../../lib/api/fieldErrors';
import { hasRefusedCharacters, INVALID_CHARACTERS } from '../../../lib/domain/text/normalize';
import { identityFields, sentText, type ProfileDraft, type ProfileTextField } from './profileDraft';
import type { ProfileMessage } from './profileMessage';

/** Rule violations by field, one message each (the first rule a field breaks). */
export type ProfileFieldErrors = Partial<Record<ProfileTextField, ProfileMessage>>;

/** Required fields (the contract's `MusicianProfileInput`: names both, Korean intro and biography, contact). */
const REQUIRED: ReadonlySet<ProfileTextField> = new Set(['nameKo', 'nameEn', 'introKo', 'bioKo', 'contactName', 'contactEmail']);

/** Longest texts the contract accepts. */
export const MAX_LENGTHS: Record<ProfileTextField, number> = {
  nameKo: 50,
  nameEn: 50,
  introKo: 100,
  introEn: 100,
  bioKo: 3000,
  bioEn: 3000,
  contactName: 50,
  contactEmail: 254,
  instagramId: 30,
  portfolioUrl: 500,
};

/**
 * How much a field takes as typed: its limit, except the Instagram ID, which may be typed as its profile address
 * (`https://www.instagram.com/...`) and is judged by its limit once normalised.
 */
export function typedMaxLength(field: ProfileTextField): number {
  return field === 'instagramId' ? MAX_LENGTHS.portfolioUrl : MAX_LENGTHS[field];
}

export function isRequired(field: ProfileTextField): boolean {
  return REQUIRED.has(field);
}

/**
 * The first rule `field` breaks with this value, or undefined when it is fine. The value is judged as it is
 * sent (`sentText`: names NFC and trimmed, and refused with an invisible character; intro and biography without
 * them, which the provider removes too), lengths are counted in characters like the contract's schemas, and
 * the formats are the contract's own schemas (`Email`, `InstagramId`, `PortfolioUrl`), so a form these rules
 * let through is a body the provider accepts.
 */
export function fieldError(field: ProfileTextField, raw: string): ProfileMessage | undefined {
  const value = sentText(field, raw);
  if (value === '') return REQUIRED.has(field) ? { key: 'musicianProfile:rule.required' } : undefined;
  if (identityFields.has(field) && hasRefusedCharacters(value)) return { key: 'musicianProfile:rule.invalidCharacters' };
  if (characterCount(value) > MAX_LENGTHS[field]) return { key: 'musicianProfile:rule.tooLong', values: { max: MAX_LENGTHS[field] } };
  if (field === 'contactEmail' && !zEmail.safeParse(value).success) return { key: 'musicianProfile:rule.email' };
  if (field === 'instagramId' && !zInstagramId.safeParse(value).success) return { key: 'musicianProfile:rule.instagramFormat' };
  if (field === 'portfolioUrl' && !zPortfolioUrl.safeParse(value).success) return { key: 'musicianProfile:rule.portfolio' };
  return undefined;
}

/** Every field's first broken rule; an empty object when the form may be saved. */
export function validateProfile(draft: ProfileDraft): ProfileFieldErrors {
  const errors: ProfileFieldErrors = {};
  for (const field of Object.keys(MAX_LENGTHS) as ProfileTextField[]) {
    const error = fieldError(field, draft[field]);
    if (error) errors[field] = error;
  }
  return errors;
}

/** The contract's field path of each form field whose provider refusal the form shows under it. */
const REQUEST_FIELDS: Partial<Record<ProfileTextField, string>> = {
  nameKo: 'name.ko',
  nameEn: 'name.en',
  contactName: 'contactName',
  introKo: 'intro.ko',
  bioKo: 'bio.ko',
};

/**
 * A failed save's field refusals as the form's messages: a name with invisible characters (`invalid_characters`)
 * or a required text with nothing visible left (`too_small`), when the app's own rules did not stop them first.
 */
export function serverFieldErrors(error: unknown): ProfileFieldErrors {
  const errors: ProfileFieldErrors = {};
  for (const [field, requestField] of Object.entries(REQUEST_FIELDS) as [ProfileTextField, string][]) {
    const rule = fieldRuleOf(error, requestField);
    if (rule === INVALID_CHARACTERS) errors[field] = { key: 'musicianProfile:rule.invalidCharacters' };
    else if (rule === 'too_small') errors[field] = { key: 'musicianProfile:rule.required' };
  }
  return errors;
}

export function hasErrors(errors: ProfileFieldErrors): boolean {
  return Object.keys(errors).length > 0;
}
