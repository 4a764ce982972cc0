import type { LocalizedText } from '../../api/generated/types.gen';

/** A bilingual field in the reader's language (`en` in English, `ko` otherwise), else the other one when empty. */
export function localizedText(text: LocalizedText, language: string | undefined): string {
  const [first, second] = language === 'en' ? [text.en, text.ko] : [text.ko, text.en];
  return first.trim() !== '' ? first : second;
}
