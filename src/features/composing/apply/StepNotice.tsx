import { Callout } from '@blueprintjs/core';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';

export type StepNoticeKind = 'submitted' | 'saved' | 'withdrawn' | 'resubmitted';

/**
 * What the page says after a step went through. It takes the keyboard's focus when it appears: the form or
 * button the step was taken with is gone, and the reader hears what happened.
 */
export function StepNotice({ kind }: { kind: StepNoticeKind }) {
  const { t } = useTranslation('composing');
  const callout = useRef<HTMLDivElement>(null);
  useEffect(() => callout.current?.focus(), [kind]);
  return (
    <div ref={callout} tabIndex={-1} className="app-composing-notice">
      <Callout intent="success" role="status" compact>
        {t(`notice.${kind}`)}
      </Callout>
    </div>
  );
}
