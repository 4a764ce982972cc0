import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { privacyPolicy } from '../../lib/config/privacyPolicy';

export interface PrivacyPolicyLinkProps {
  className?: string;
  /** Called when the link is followed (the phone drawer closes). */
  onNavigate?: () => void;
}

/** The link to the privacy policy that the layouts show on every page (the navigation's foot, under the guard card). */
export function PrivacyPolicyLink({ className, onNavigate }: PrivacyPolicyLinkProps) {
  const { t } = useTranslation('nav');
  return (
    <Link to={privacyPolicy.path} className={className} onClick={onNavigate}>
      {t('privacyPolicy')}
    </Link>
  );
}
