import { Classes } from '@blueprintjs/core';
import { Link } from 'react-router';

export interface TrackTagLinkProps {
  /** The label in the current language. */
  label: string;
  /** Where the chip leads (the music search for this genre or keyword). */
  to: string;
  /** The genre's chip is coloured; keywords are plain. */
  primary?: boolean;
  /** A tooltip naming what the chip is ("Genre"), already translated. */
  title?: string;
  className?: string;
}

/** A genre or keyword chip that is a link to the music search for it, drawn as a Blueprint tag. */
export function TrackTagLink({ label, to, primary = false, title, className }: TrackTagLinkProps) {
  const classes = [Classes.TAG, Classes.MINIMAL, Classes.INTERACTIVE, 'app-catalog-tag-link', primary ? Classes.INTENT_PRIMARY : undefined, className];
  return (
    <Link className={classes.filter(Boolean).join(' ')} to={to} {...(title !== undefined ? { title } : {})}>
      {label}
    </Link>
  );
}
