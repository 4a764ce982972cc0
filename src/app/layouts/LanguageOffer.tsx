import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { dismissLanguageOffer, languageToOffer } from '../../lib/i18n/languageOffer';
import { useHydrated } from '../../lib/ui/useHydrated';

/** The card, loaded only for a visitor it is offered to (most visitors never need its code). */
const LazyLanguageOfferCard = lazy(() => import('./LanguageOfferCard').then((module) => ({ default: module.LanguageOfferCard })));

/**
 * A first visit from a browser that prefers the other interface language: a small offer, written in that
 * language, to switch to it, or to keep the page's (remembered: the offer is not made again). Choosing a
 * language with the language control also ends it. Rendered by the browser only (after hydration), since the
 * server does not know the browser's preference or what it stored.
 */
export function LanguageOffer() {
  const { i18n } = useTranslation('common');
  const hydrated = useHydrated();
  const [dismissed, setDismissed] = useState(false);
  const offered = hydrated && !dismissed ? languageToOffer({ current: i18n.resolvedLanguage, preferred: globalThis.navigator?.languages }) : undefined;
  if (!offered) return null;
  const dismiss = () => {
    dismissLanguageOffer();
    setDismissed(true);
  };
  return (
    <Suspense fallback={null}>
      <LazyLanguageOfferCard offered={offered} onDismiss={dismiss} />
    </Suspense>
  );
}
