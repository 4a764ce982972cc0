import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { MusicianDetail } from '../../../lib/api/generated/types.gen';
import { BreakableAddress } from '../../../lib/ui/text/BreakableAddress';
import { instagramHandle, instagramUrl, present, safeWebUrl } from './externalLinks';

export interface MusicianContactsProps {
  musician: Pick<MusicianDetail, 'contactName' | 'contactEmail' | 'instagramId' | 'portfolioUrl'>;
}

interface ContactRow {
  key: string;
  label: string;
  value: ReactNode;
}

/** The rel of every link that leaves the site: no access to this page, no referrer. */
const EXTERNAL_REL = 'noopener noreferrer';

/**
 * The contact rows of a musician: contact person, email (mailto), Instagram (`@id`), portfolio. Rows whose
 * value is missing are left out; external links open in a new tab and say so to screen readers.
 */
export function MusicianContacts({ musician }: MusicianContactsProps) {
  const { t } = useTranslation('musicians');
  const newTab = <span className="app-visually-hidden"> {t('details.opensNewTab')}</span>;
  const portfolio = present(musician.portfolioUrl) ? musician.portfolioUrl.trim() : undefined;
  const portfolioHref = portfolio && safeWebUrl(portfolio);
  const rows: ContactRow[] = [];
  if (present(musician.contactName)) rows.push({ key: 'contactName', label: t('details.contactName'), value: musician.contactName.trim() });
  if (present(musician.contactEmail)) {
    const email = musician.contactEmail.trim();
    rows.push({
      key: 'contactEmail',
      label: t('details.contactEmail'),
      value: (
        <a href={`mailto:${email}`}>
          <BreakableAddress address={email} />
        </a>
      ),
    });
  }
  if (present(musician.instagramId)) {
    rows.push({
      key: 'instagram',
      label: t('details.instagram'),
      value: (
        <a href={instagramUrl(musician.instagramId)} target="_blank" rel={EXTERNAL_REL}>
          {`@${instagramHandle(musician.instagramId)}`}
          {newTab}
        </a>
      ),
    });
  }
  if (portfolio !== undefined) {
    rows.push({
      key: 'portfolio',
      label: t('details.portfolio'),
      value: portfolioHref ? (
        <a href={portfolioHref} target="_blank" rel={EXTERNAL_REL}>
          <BreakableAddress address={portfolio} />
          {newTab}
        </a>
      ) : (
        portfolio
      ),
    });
  }
  if (rows.length === 0) return null;
  return (
    <dl className="app-musicians-contacts">
      {rows.map((row) => (
        <div key={row.key} className="app-musicians-contact-row">
          <dt>{row.label}</dt>
          <dd>{row.value}</dd>
        </div>
      ))}
    </dl>
  );
}
