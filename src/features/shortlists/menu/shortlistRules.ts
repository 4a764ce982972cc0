import { zShortlistDescription, zShortlistName, zShortlistNote } from '../../../lib/domain/contractSchemas';
import { cleanedText } from '../../../lib/domain/text/normalize';

/**
 * The rules of shortlist texts, read from the contract's generated schemas (ShortlistName, ShortlistDescription,
 * ShortlistNote) and used by every form that writes one (the "Add to shortlist" menu, the new-list form, the list's
 * header, the note editor) as the provider uses them: lengths in characters (code points), so a name of 31 emoji
 * is as fine in the menu as on the list's page and at the provider.
 */
export const SHORTLIST_TEXT_MAX = {
  name: zShortlistName.maxLength ?? Number.POSITIVE_INFINITY,
  description: zShortlistDescription.maxLength ?? Number.POSITIVE_INFINITY,
  note: zShortlistNote.maxLength ?? Number.POSITIVE_INFINITY,
} as const;

export type ShortlistNameProblem = 'required' | 'tooLong';

/** A name as it is sent and stored: without invisible characters (domain/text), NFC, trimmed. */
export const sentShortlistName = (name: string): string => cleanedText(name);

/** A description or note as it is sent and stored: without invisible characters but its lines, NFC, trimmed. */
export const sentShortlistText = (text: string): string => cleanedText(text, 'multiline');

/** What is wrong with a typed name as it would be sent (only spaces or invisible characters are nothing), if anything. */
export function shortlistNameProblem(name: string): ShortlistNameProblem | undefined {
  const checked = zShortlistName.safeParse(sentShortlistName(name));
  if (checked.success) return undefined;
  return checked.error.issues.some((issue) => issue.code === 'too_big') ? 'tooLong' : 'required';
}

/** Whether a typed description or note is longer than the contract allows, as it would be sent. */
export function shortlistTextTooLong(kind: 'description' | 'note', text: string): boolean {
  const schema = kind === 'description' ? zShortlistDescription : zShortlistNote;
  return !schema.safeParse(sentShortlistText(text)).success;
}
