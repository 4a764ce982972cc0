import type { AnchorHTMLAttributes } from 'react';
import { Link } from 'react-router';
import logoUrl from '../assets/logo.svg';
import { brand } from '../../lib/config/brand';

/** Props of {@link Logo}. */
export interface LogoProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href' | 'children'> {
  /** Only the mark (40x40), without the wordmark; otherwise mark and wordmark in a 102x36 block (docs/product.md section 9). */
  single?: boolean;
}

/** The logo, linking to the root path; the wordmark is the brand config value. */
export function Logo({ single = false, className, ...rest }: LogoProps) {
  const classes = ['app-logo', single ? 'app-logo--single' : 'app-logo--full', className].filter(Boolean).join(' ');
  return (
    <Link to="/" className={classes} aria-label={single ? brand.wordmark : undefined} {...rest}>
      <img className="app-logo__mark" src={logoUrl} alt="" />
      {!single && <span className="app-logo__wordmark">{brand.wordmark}</span>}
    </Link>
  );
}
