import { AnchorButton, type AnchorButtonProps } from '@blueprintjs/core';
import type { MouseEvent } from 'react';
import { useNavigate } from 'react-router';

export interface RouteButtonProps extends Omit<AnchorButtonProps, 'href' | 'onClick'> {
  /** The app path the button opens (a real link: it can be opened in a new tab). */
  to: string;
}

/** A Blueprint button that is a link to an app path, navigating inside the app on a plain click. */
export function RouteButton({ to, ...props }: RouteButtonProps) {
  const navigate = useNavigate();
  const onClick = (event: MouseEvent<HTMLElement>) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    void navigate(to);
  };
  return <AnchorButton {...props} href={to} onClick={onClick} />;
}
