import type { CSSProperties } from 'react';

/**
 * The sign-up page's few layout rules. Inline on purpose: the build links only the entry's CSS, so a
 * stylesheet imported by this lazily loaded page would never reach the document.
 */
export const styles = {
  page: { display: 'flex', flexDirection: 'column', gap: 16 },
  /** The page's one h1, sized like the card's other titles (Blueprint's h1 is made for full pages). */
  title: { margin: 0, fontSize: 28, lineHeight: 1.2 },
  intro: { margin: '4px 0 0', opacity: 0.8 },
  form: { display: 'flex', flexDirection: 'column' },
  row: { display: 'flex', gap: 8, alignItems: 'flex-start' },
  grow: { flex: 1, minWidth: 0 },
  checkButton: { flexShrink: 0 },
  consents: { margin: '4px 0 16px', padding: 0, border: 0 },
  consentsTitle: { fontWeight: 600, marginBottom: 8, padding: 0 },
  consentRow: { display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 8 },
  consentGroup: { marginBottom: 4 },
  /** "Agree to all" stands apart from the boxes it ticks. */
  allAgree: { fontWeight: 600, paddingBottom: 8, marginBottom: 8, borderBottom: '1px solid var(--app-border)' },
  consentNote: { margin: '0 0 8px', fontSize: 13, color: 'var(--app-text-muted)', wordBreak: 'keep-all', overflowWrap: 'anywhere' },
  /** The privacy notice sits under its box, indented to the box's label. */
  privacyNotice: { margin: '0 0 12px 26px', fontSize: 13 },
  privacyTable: { width: '100%', marginBottom: 6, fontSize: 13 },
  privacyCaption: { textAlign: 'left', fontWeight: 600, marginBottom: 4 },
  privacyHeader: { width: '30%', whiteSpace: 'normal', wordBreak: 'keep-all', verticalAlign: 'top' },
  privacyCell: { wordBreak: 'keep-all', overflowWrap: 'anywhere' },
  footer: { margin: 0, textAlign: 'center' },
  panel: { display: 'flex', flexDirection: 'column', gap: 16 },
  actions: { display: 'flex', flexWrap: 'wrap', gap: 8, justifyContent: 'flex-end' },
  effective: { fontWeight: 600, marginTop: 0 },
  article: { marginBottom: 16 },
  /** Article headings are h3 under the dialog's h2, at the size of a Blueprint h4. */
  articleTitle: { margin: '0 0 6px', fontSize: 18, lineHeight: 1.3 },
  paragraph: { margin: '0 0 6px', wordBreak: 'keep-all', overflowWrap: 'anywhere' },
  viewTerms: { flexShrink: 0, whiteSpace: 'nowrap' },
} satisfies Record<string, CSSProperties>;
