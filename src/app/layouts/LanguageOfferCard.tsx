import { Button } from '@blueprintjs/core';
import { Translate } from '@blueprintjs/icons';
import { useTranslation } from 'react-i18next';
import { changeLanguage } from '../../lib/i18n/i18n';
import type { Language } from '../../lib/i18n/languages';

/** The offer itself, in the offered language: switch to it, or keep the page's (LanguageOffer decides when). */
export function LanguageOfferCard({ offered, onDismiss }: { offered: Language; onDismiss: () => void }) {
  const { t } = useTranslation('common');
  const inOffered = { lng: offered };
  return (
    <section className="app-language-offer" lang={offered} aria-label={t('languageOffer.label', inOffered)}>
      <Translate className="app-language-offer-icon" aria-hidden />
      <p className="app-language-offer-message">{t('languageOffer.message', inOffered)}</p>
      <div className="app-language-offer-actions">
        <Button size="small" intent="primary" text={t('languageOffer.accept', inOffered)} onClick={() => void changeLanguage(offered)} />
        <Button size="small" variant="minimal" text={t('languageOffer.dismiss', inOffered)} onClick={onDismiss} />
      </div>
    </section>
  );
}
