import { NonIdealState, Spinner } from '@blueprintjs/core';

export interface LoadingStateProps {
  /** What is loading, already translated (read out by screen readers). */
  text: string;
}

/** A first load in progress: a spinner with a line saying what is loading, announced politely. */
export function LoadingState({ text }: LoadingStateProps) {
  return (
    <div className="app-state" role="status">
      <NonIdealState icon={<Spinner size={40} />} description={text} />
    </div>
  );
}
