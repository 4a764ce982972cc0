import { H1, NonIdealState } from '@blueprintjs/core';
import { SearchTemplate } from '@blueprintjs/icons';
import type { ReactElement } from 'react';

export interface NotFoundStateProps {
  /** The page's heading, already translated ("The notice could not be found."). */
  title: string;
  /** Why it may be missing, already translated. */
  description: string;
  /** The heading's id, for a section labelled by it. */
  headingId?: string;
  /** Where to go instead (a link); no Retry, it would not help. */
  action?: ReactElement;
}

/** Something the address names does not exist: a level-1 heading saying so, a line why, and a way on. */
export function NotFoundState({ title, description, headingId, action }: NotFoundStateProps) {
  return (
    <NonIdealState
      icon={<SearchTemplate />}
      description={
        <>
          <H1 id={headingId} className="app-state-title">
            {title}
          </H1>
          <p>{description}</p>
        </>
      }
      action={action}
    />
  );
}
