import type { CSSProperties, ReactNode } from 'react';

/** One labelled fact of an error (status, message, stack...); `block` facts are shown preformatted. */
export interface ErrorFact {
  id: string;
  label: string;
  value: ReactNode;
  block?: boolean;
}

const listStyle: CSSProperties = {
  display: 'grid',
  gridTemplateColumns: 'max-content minmax(0, 1fr)',
  gap: '4px 12px',
  margin: '12px auto 0',
  maxWidth: 720,
  textAlign: 'left',
};
const termStyle: CSSProperties = { fontWeight: 600 };
const valueStyle: CSSProperties = { margin: 0, overflowWrap: 'anywhere' };
/** Long stacks and data scroll inside their box instead of stretching the page. */
const blockStyle: CSSProperties = { margin: 0, maxHeight: '40vh', overflow: 'auto', whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', fontSize: 12 };

/** The facts of an error as a definition list (nothing when there are none). */
export function ErrorFacts({ facts }: { facts: ErrorFact[] }) {
  if (facts.length === 0) return null;
  return (
    <dl className="app-error-facts" style={listStyle}>
      {facts.map((fact) => (
        <div key={fact.id} className={`app-error-facts__${fact.id}`} style={{ display: 'contents' }}>
          <dt style={termStyle}>{fact.label}</dt>
          <dd style={valueStyle}>{fact.block ? <pre style={blockStyle}>{fact.value}</pre> : fact.value}</dd>
        </div>
      ))}
    </dl>
  );
}
