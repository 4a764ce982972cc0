import { Classes, H3, Section, SectionCard } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import type { MockControlClient, MockEmail } from '../../../mocks/control/client';
import { isLanguage } from '../../lib/i18n/languages';
import { LoadableView, RefreshButton } from './LoadableView';
import { useControlQuery } from './useControlQuery';

/** The email's subject in the page's language (the mock writes each email in Korean and English). */
const subjectIn = (email: MockEmail, language: string) => (isLanguage(language) ? email.subject[language] : email.subject.ko);

/**
 * The mock's outbox: every email it "sent" (password reset links), newest first, with the recipient, the
 * subject in the page's language, the time and the email's link as a link of this app.
 */
export function OutboxSection({ client }: { client: MockControlClient }) {
  const { t, i18n } = useTranslation('devPanel');
  const emails = useControlQuery('outbox', () => client.listOutbox());
  const time = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'medium' });

  return (
    <Section compact titleRenderer={H3} title={t('outbox.title')} rightElement={<RefreshButton onClick={emails.reload} />}>
      <SectionCard className="app-dev-panel__stack">
        <LoadableView loadable={emails}>
          {(list) =>
            list.length === 0 ? (
              <p className={Classes.TEXT_MUTED}>{t('outbox.empty')}</p>
            ) : (
              <ul className="app-dev-panel__list app-dev-panel__outbox" aria-label={t('outbox.title')}>
                {list.map((email) => (
                  <li key={email.id} className="app-dev-panel__email" data-to={email.to}>
                    <span className="app-dev-panel__email-subject">{subjectIn(email, i18n.language)}</span>
                    <span className="app-dev-panel__email-meta">
                      <span className="app-dev-panel__email-to">{t('outbox.to', { email: email.to })}</span>{' '}
                      <time className={Classes.TEXT_MUTED} dateTime={email.sentAt}>
                        {time.format(new Date(email.sentAt))}
                      </time>
                    </span>
                    <a className="app-dev-panel__email-link" href={email.link}>
                      {email.link}
                    </a>
                  </li>
                ))}
              </ul>
            )
          }
        </LoadableView>
      </SectionCard>
    </Section>
  );
}
