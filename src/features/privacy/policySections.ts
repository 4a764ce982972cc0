/**
 * The sections of the privacy policy in reading order: each is a level-2 heading with this id (the table of
 * contents links to it, so `/privacy#rights` opens there) and its title under `<key>.title` in privacy.json.
 */
export const POLICY_SECTIONS = [
  { id: 'items', key: 'items' },
  { id: 'purposes', key: 'purposes' },
  { id: 'retention', key: 'retention' },
  { id: 'third-parties', key: 'thirdParties' },
  { id: 'rights', key: 'rights' },
  { id: 'contact', key: 'contact' },
  { id: 'effective-date', key: 'effectiveSection' },
] as const;

export type PolicySection = (typeof POLICY_SECTIONS)[number];
export type PolicySectionKey = PolicySection['key'];

/** The section stored under `key` in privacy.json. */
export function sectionOf(key: PolicySectionKey): PolicySection {
  return POLICY_SECTIONS.find((section) => section.key === key)!;
}

/** The in-page address of a section (`#rights`). */
export function sectionHref(key: PolicySectionKey): string {
  return `#${sectionOf(key).id}`;
}
