import { Button } from '@blueprintjs/core';
import { Translate } from '@blueprintjs/icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { changeLanguage } from '../../lib/i18n/i18n';
import { dismissLanguageOffer, languageToOffer } from '../../lib/i18n/languageOffer';
import { useHydrated } from '../../lib/ui/useHydrated';

/**
 * A first visit from a browser that prefers the other interface language: a small offer, written in that
 * language, to switch to it, or to keep the page's (remembered: the offer is not made again). Choosing a
 * language with the language control also ends it. Rendered by the browser only (after hydration), since the
 * server does not know the browser's preference or what it stored.
 */
export function LanguageOffer() {
  const { t, i18n } = useTranslation('common');
  const hydrated = useHydrated();
  const [dismissed, setDismissed] = useState(false);
  const offered = hydrated && !dismissed ? languageToOffer({ current: i18n.resolvedLanguage, preferred: globalThis.navigator?.languages }) : undefined;
  if (!offered) return null;
  const inOffered = { lng: offered };
  const dismiss = () => {
    dismissLanguageOffer();
    setDismissed(true);
  };
  return (
    <section className="app-language-offer" lang={offered} aria-label={t('languageOffer.label', inOffered)}>
      <Translate className="app-language-offer-icon" aria-hidden />
      <p className="app-language-offer-message">{t('languageOffer.message', inOffered)}</p>
      <div className="app-language-offer-actions">
        <Button size="small" intent="primary" text={t('languageOffer.accept', inOffered)} onClick={() => void changeLanguage(offered)} />
        <Button size="small" variant="minimal" text={t('languageOffer.dismiss', inOffered)} onClick={dismiss} />
      </div>
    </section>
  );
}
