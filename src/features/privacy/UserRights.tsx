import type { ReactNode } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SectionLink } from './SectionLink';

/** Where the user sees, downloads, corrects and deletes their data and changes their marketing consents. */
const MY_PAGE_PATH = '/my-page';

/** The rights, in the order the policy lists them (privacy.json `rights.<right>`). */
const RIGHTS = ['view', 'download', 'correct', 'consents', 'delete'] as const;

/** `<myPage>` in a right's text: the words link to my page (a login first, for a visitor). */
function MyPageLink({ children }: { children?: ReactNode }) {
  return <Link to={MY_PAGE_PATH}>{children}</Link>;
}

const LINKS = {
  myPage: <MyPageLink />,
  retention: <SectionLink section="retention" />,
  contact: <SectionLink section="contact" />,
};

/** The user's rights, each with where on my page it is used, then the privacy contact and the minimum age. */
export function UserRights() {
  const { t } = useTranslation('privacy');
  return (
    <>
      <p>{t('rights.lead')}</p>
      <ul className="app-privacy-list">
        {RIGHTS.map((right) => (
          <li key={right}>
            <strong>{t(`rights.${right}.label`)}</strong>: <Trans t={t} i18nKey={`rights.${right}.text`} components={LINKS} />
          </li>
        ))}
      </ul>
      <p>
        <Trans t={t} i18nKey="rights.ask" components={LINKS} />
      </p>
      <p>{t('rights.age')}</p>
    </>
  );
}
