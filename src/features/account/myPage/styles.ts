import type { CSSProperties } from 'react';

/**
 * The page's few layout rules. Inline on purpose: the build links only the entry's CSS, so a stylesheet
 * imported by this lazily loaded page would never reach the document.
 */
export const styles = {
  page: { display: 'flex', flexDirection: 'column', gap: 16, maxWidth: 720 },
  header: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: 12 },
  actions: { display: 'flex', flexWrap: 'wrap', gap: 8 },
  facts: { display: 'grid', gridTemplateColumns: 'minmax(96px, max-content) 1fr', columnGap: 24, rowGap: 10, margin: 0 },
  term: { fontWeight: 500, opacity: 0.75 },
  value: { margin: 0, overflowWrap: 'anywhere' },
  cardTitle: { marginTop: 0 },
  subheading: { marginTop: 20 },
  /** The agreements' names wrap on a phone; their dates never do. */
  agreements: { display: 'grid', gridTemplateColumns: 'minmax(0, max-content) max-content', columnGap: 24, rowGap: 10, margin: 0 },
  consents: { display: 'flex', flexDirection: 'column', gap: 12 },
  switch: { marginBottom: 2 },
  /** Under the switch's label: Blueprint puts a switch's label 36 px in (`.bp6-switch` padding-inline-start). */
  consentStatus: { paddingInlineStart: 36, opacity: 0.75 },
  sectionMessage: { marginTop: 12 },
  dialogHeading: { fontSize: 14, marginTop: 12, marginBottom: 4 },
  list: { marginTop: 0, paddingLeft: 20 },
  row: { display: 'flex', gap: 8, alignItems: 'flex-start' },
  grow: { flex: 1 },
  formActions: { display: 'flex', gap: 8, justifyContent: 'flex-end' },
  center: { display: 'flex', justifyContent: 'center', padding: 32 },
} satisfies Record<string, CSSProperties>;
