import { Link } from 'react-router';
import logoUrl from '../../assets/logo.svg';
import { brand } from '../../config/brand';

/** The logo: mark and wordmark (the brand config value), linking to the root path. */
export function Logo() {
  return (
    <Link to="/" className="app-logo">
      <img className="app-logo__mark" src={logoUrl} alt="" width={40} height={40} />
      <span className="app-logo__wordmark">{brand.wordmark}</span>
    </Link>
  );
}
