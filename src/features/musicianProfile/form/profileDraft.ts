import type { MusicianDetail, MusicianProfileInput } from '../../../lib/api/generated/types.gen';
import { normalizedInstagramId, normalizedPortfolioUrl } from '../../../lib/domain/profile/profileLinks';
import { cleanedText, normalizedText } from '../../../lib/domain/text/normalize';

/** The text fields of the step-1 form (the musician information), in the order they are shown. */
export const profileTextFields = ['nameKo', 'nameEn', 'introKo', 'introEn', 'bioKo', 'bioEn', 'contactName', 'contactEmail', 'instagramId', 'portfolioUrl'] as const;

export type ProfileTextField = (typeof profileTextFields)[number];

/** What the musician typed, plus the photo already uploaded (a chosen file cannot be kept, its upload can). */
export type ProfileDraft = Record<ProfileTextField, string> & {
  /** The uploaded photo (`uploadMusicianPhoto`), referenced when the profile is saved. */
  photoFileId?: string;
  /** Where the photo can be seen: the uploaded one, or the profile's current one when editing. */
  photoUrl?: string;
};

/** An empty step-1 form. */
export function emptyDraft(): ProfileDraft {
  return Object.fromEntries(profileTextFields.map((field) => [field, ''])) as ProfileDraft;
}

/** The form prefilled from a registered profile (profile edit); its photo stays unless a new one is uploaded. */
export function draftOf(musician: MusicianDetail): ProfileDraft {
  return {
    nameKo: musician.name.ko,
    nameEn: musician.name.en,
    introKo: musician.intro.ko,
    introEn: musician.intro.en,
    bioKo: musician.bio.ko,
    bioEn: musician.bio.en,
    contactName: musician.contactName,
    contactEmail: musician.contactEmail,
    instagramId: musician.instagramId ?? '',
    portfolioUrl: musician.portfolioUrl ?? '',
    ...(musician.photoUrl ? { photoUrl: musician.photoUrl } : {}),
  };
}

/** Whether the form holds something not saved: a text differs from where it started, or another photo was uploaded. */
export function isProfileDraftChanged(draft: ProfileDraft, start: ProfileDraft): boolean {
  return profileTextFields.some((field) => draft[field] !== start[field]) || draft.photoFileId !== start.photoFileId;
}

/** The names of the form: refused when they hold an invisible character (domain/text), never changed. */
export const identityFields: ReadonlySet<ProfileTextField> = new Set(['nameKo', 'nameEn', 'contactName']);
/** The free texts: sent without invisible characters (the biographies keep their lines). */
const cleanedFields: Partial<Record<ProfileTextField, 'line' | 'multiline'>> = { introKo: 'line', introEn: 'line', bioKo: 'multiline', bioEn: 'multiline' };

/** A field's value as it is sent and stored: names NFC and trimmed, free texts cleaned (domain/text), the rest trimmed. */
export function sentText(field: ProfileTextField, raw: string): string {
  if (field === 'instagramId') return normalizedInstagramId(raw);
  if (field === 'portfolioUrl') return normalizedPortfolioUrl(raw);
  const kind = cleanedFields[field];
  if (kind) return cleanedText(raw, kind);
  return identityFields.has(field) ? normalizedText(raw) : raw.trim();
}

/** Fields whose typed value is shown as it will be sent once the musician leaves the field (the links). */
export const fieldsShownAsSent: ReadonlySet<ProfileTextField> = new Set(['instagramId', 'portfolioUrl']);

/** The contract's body for register and update: texts as `sentText` makes them, empty optional fields left out. */
export function profileInputOf(draft: ProfileDraft): MusicianProfileInput {
  const text = (field: ProfileTextField) => sentText(field, draft[field]);
  return {
    name: { ko: text('nameKo'), en: text('nameEn') },
    intro: { ko: text('introKo'), en: text('introEn') },
    bio: { ko: text('bioKo'), en: text('bioEn') },
    contactName: text('contactName'),
    contactEmail: text('contactEmail'),
    ...(text('instagramId') ? { instagramId: text('instagramId') } : {}),
    ...(text('portfolioUrl') ? { portfolioUrl: text('portfolioUrl') } : {}),
    ...(draft.photoFileId ? { photoFileId: draft.photoFileId } : {}),
  };
}
