import type { IndustryRole } from '../../../lib/api/generated/types.gen';
import { filmographyUrlProblems } from '../../../lib/domain/program/industryProfile';
import type { FormRules } from '../../../lib/forms/ruleResolver';

/** The contract's limits of an industry profile (`IndustryProfileInput`; the rules test checks them against its schema). */
export const INDUSTRY_LIMITS = { company: 100, filmographyUrl: 300, note: 500 } as const;

export const INDUSTRY_ROLES: readonly IndustryRole[] = ['director', 'producer', 'music_supervisor'];

/** The form's values: the role is empty until one is chosen. */
export interface IndustryProfileValues {
  company: string;
  role: IndustryRole | '';
  filmographyUrl: string;
  note: string;
}

/**
 * Each field's rule (the key of its message in `productions:industry.rule`): the company 1-100 characters, a role
 * chosen, the filmography an http(s) address with a host of up to 300 characters (the domain's rule, shared with
 * the provider), the note up to 500.
 */
export const industryProfileRules: FormRules<IndustryProfileValues> = (values) => {
  const company = values.company.trim();
  const url = values.filmographyUrl.trim();
  return {
    company: company === '' ? 'companyRequired' : company.length > INDUSTRY_LIMITS.company ? 'companyTooLong' : undefined,
    role: values.role === '' ? 'roleRequired' : undefined,
    filmographyUrl:
      url === ''
        ? 'filmographyRequired'
        : url.length > INDUSTRY_LIMITS.filmographyUrl
          ? 'filmographyTooLong'
          : filmographyUrlProblems(url).length > 0
            ? 'filmographyInvalid'
            : undefined,
    note: values.note.length > INDUSTRY_LIMITS.note ? 'noteTooLong' : undefined,
  };
};
