import { HTMLSelect, type HTMLSelectProps } from '@blueprintjs/core';

/**
 * Blueprint's native select with its caret kept decorative. Blueprint titles the caret icon "Open dropdown" (in
 * English, whatever the page's language), which screen readers announced beside every select's own label; the
 * label already says what the select is, so the caret is hidden from them.
 */
export function Select({ iconProps, ...props }: HTMLSelectProps) {
  return <HTMLSelect {...props} iconProps={{ ...iconProps, title: undefined }} />;
}
