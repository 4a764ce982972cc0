import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { UserProfile } from '../../../lib/api/generated/types.gen';
import { formatPhone } from '../../../lib/domain/account/phone';
import { formatProfileDate } from './formatDate';
import { styles } from './styles';

export interface ProfileDetailsProps {
  profile: UserProfile;
}

/**
 * The account facts as a definition list: labels from `myPage:field.*`, status and member type by their
 * translated names (`myPage:status.*`, `myPage:role.*`), dates in the reader's language, the phone as
 * people read it (010-1234-5678).
 */
export function ProfileDetails({ profile }: ProfileDetailsProps) {
  const { t, i18n } = useTranslation('myPage');
  const language = i18n.language;
  const facts: Array<[label: string, value: ReactNode, id: string]> = [
    [t('field.nickname'), profile.nickname, 'nickname'],
    [t('field.email'), profile.email, 'email'],
    [t('field.phone'), formatPhone(profile.phoneNo), 'phone'],
    [t('field.status'), t(`status.${profile.userStatus}`), 'status'],
    [t('field.role'), t(`role.${profile.authorityType}`), 'role'],
    [t('field.joined'), formatProfileDate(profile.createdDate, language), 'joined'],
    [t('field.lastLogin'), profile.lastLoginDate ? formatProfileDate(profile.lastLoginDate, language, true) : t('profile.neverLoggedIn'), 'last-login'],
    [t('field.affiliation'), profile.affiliation || t('profile.notProvided'), 'affiliation'],
  ];
  return (
    <dl className="app-my-page-facts" style={styles.facts}>
      {facts.map(([label, value, id]) => (
        <div key={id} data-fact={id} style={{ display: 'contents' }}>
          <dt style={styles.term}>{label}</dt>
          <dd style={styles.value}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
