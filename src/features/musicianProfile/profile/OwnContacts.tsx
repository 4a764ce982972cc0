import { useTranslation } from 'react-i18next';
import { BreakableAddress } from '../../../lib/ui/text/BreakableAddress';
import type { MusicianDetail } from '../../../lib/api/generated/types.gen';

export interface OwnContactsProps {
  musician: Pick<MusicianDetail, 'contactName' | 'contactEmail' | 'instagramId' | 'portfolioUrl'>;
}

/** A web address only when it is http or https (never a `javascript:` link). */
function webLink(text: string): string | undefined {
  try {
    const url = new URL(text.trim());
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : undefined;
  } catch {
    return undefined;
  }
}

/** The profile's contact rows: contact name, email (mailto), Instagram link, portfolio link; missing ones left out. */
export function OwnContacts({ musician }: OwnContactsProps) {
  const { t } = useTranslation('musicianProfile');
  const newTab = <span className="app-visually-hidden"> {t('profile.opensNewTab')}</span>;
  const instagram = musician.instagramId?.trim().replace(/^@+/, '');
  const portfolio = musician.portfolioUrl?.trim();
  const portfolioHref = portfolio ? webLink(portfolio) : undefined;
  return (
    <dl className="app-own-profile-contacts">
      <dt>{t('profile.contactName')}</dt>
      <dd>{musician.contactName}</dd>
      <dt>{t('profile.contactEmail')}</dt>
      <dd>
        <a href={`mailto:${musician.contactEmail}`}>
          <BreakableAddress address={musician.contactEmail} />
        </a>
      </dd>
      {instagram && (
        <>
          <dt>{t('profile.instagram')}</dt>
          <dd>
            <a href={`https://www.instagram.com/${encodeURIComponent(instagram)}`} target="_blank" rel="noopener noreferrer">
              {`@${instagram}`}
              {newTab}
            </a>
          </dd>
        </>
      )}
      {portfolio && (
        <>
          <dt>{t('profile.portfolio')}</dt>
          <dd>
            {portfolioHref ? (
              <a href={portfolioHref} target="_blank" rel="noopener noreferrer">
                <BreakableAddress address={portfolio} />
                {newTab}
              </a>
            ) : (
              portfolio
            )}
          </dd>
        </>
      )}
    </dl>
  );
}
