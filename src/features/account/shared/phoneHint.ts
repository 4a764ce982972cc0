import { internationalPhone } from '../../../lib/domain/account/phone';

/** The country's name in the reader's language (`US` -> "United States" / "미국"), or the code when unknown. */
function countryName(country: string, language: string): string {
  try {
    return new Intl.DisplayNames([language], { type: 'region' }).of(country) ?? country;
  } catch {
    return country;
  }
}

/**
 * For a valid number abroad in the phone field, what the hint `account:phone.abroad` tells: its country in the
 * reader's language and the number as it will be saved and shown (international format), so the visitor sees
 * what the app understood. `undefined` for anything else (the field's usual hint or rule shows).
 */
export function phoneAbroad(value: string, language: string): { country: string; number: string } | undefined {
  const abroad = internationalPhone(value);
  if (!abroad) return undefined;
  return { country: abroad.country ? countryName(abroad.country, language) : '', number: abroad.formatted };
}
