import { H1, NonIdealState } from '@blueprintjs/core';
import type { ReactElement } from 'react';

export interface AccessNoticeProps {
  /** Icon of the notice. */
  icon: ReactElement;
  /** The page's heading, already translated ("Login Required"). */
  title: string;
  /** Why, already translated. */
  message: string;
  /** Where to go instead (a link). */
  action?: ReactElement;
}

/** The page cannot be used as it is: a level-1 heading saying why, a line of explanation and a way on. */
export function AccessNotice({ icon, title, message, action }: AccessNoticeProps) {
  return (
    <NonIdealState
      icon={icon}
      className="app-music-notice"
      description={
        <>
          <H1 className="app-state-title">{title}</H1>
          <p>{message}</p>
        </>
      }
      action={action}
    />
  );
}
