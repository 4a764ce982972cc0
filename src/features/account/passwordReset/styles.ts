import type { CSSProperties } from 'react';

/**
 * The password reset pages' few layout rules. Inline on purpose (as the sign-up page's): the build links only
 * the entry's CSS, so a stylesheet imported by these lazily loaded pages would never reach the document.
 */
export const styles = {
  page: { display: 'flex', flexDirection: 'column', gap: 16 },
  title: { margin: 0, fontSize: 28, lineHeight: 1.2, wordBreak: 'keep-all' },
  intro: { margin: '4px 0 0', opacity: 0.8, wordBreak: 'keep-all', overflowWrap: 'anywhere' },
  form: { display: 'flex', flexDirection: 'column' },
  paragraph: { margin: 0, wordBreak: 'keep-all', overflowWrap: 'anywhere' },
  actions: { display: 'flex', flexWrap: 'wrap', gap: 8, justifyContent: 'flex-end' },
  footer: { margin: 0, textAlign: 'center' },
} satisfies Record<string, CSSProperties>;
