import type { i18n as I18n } from 'i18next';
import { isRouteErrorResponse, type DataRouter, type RouterState } from 'react-router';
import { brand } from '../../lib/config/brand';
import type { PageTitleKey, RouteHandle } from '../routes/loaders';

const hasTitle = (handle: unknown): handle is RouteHandle => typeof handle === 'object' && handle !== null && typeof (handle as { title?: unknown }).title === 'string';

/** The page shown for a router state: an error's page (not found, error) or the deepest titled route. */
export function pageTitleKey(state: Pick<RouterState, 'matches' | 'errors'>): PageTitleKey | undefined {
  const errors = Object.values(state.errors ?? {});
  if (errors.length > 0) return errors.some((error) => isRouteErrorResponse(error) && error.status === 404) ? 'notFound.title' : 'error.title';
  return state.matches
    .map((match): unknown => match.route.handle)
    .filter(hasTitle)
    .at(-1)?.title;
}

/** "<page> · Cue Connect", translated; the wordmark alone when no route names the page. */
export function documentTitleFor(state: Pick<RouterState, 'matches' | 'errors'>, i18n: Pick<I18n, 't'>): string {
  const key = pageTitleKey(state);
  if (!key) return brand.wordmark;
  return i18n.t('documentTitle', { ns: 'pages', page: i18n.t(key, { ns: 'pages' }), brand: brand.wordmark });
}

/** Keeps `document.title` in step with the route and the language. Returns the undo. */
export function syncDocumentTitle(router: Pick<DataRouter, 'state' | 'subscribe'>, i18n: Pick<I18n, 't' | 'on' | 'off'>): () => void {
  const update = () => {
    document.title = documentTitleFor(router.state, i18n);
  };
  update();
  const unsubscribe = router.subscribe(update);
  i18n.on('languageChanged', update);
  return () => {
    unsubscribe();
    i18n.off('languageChanged', update);
  };
}
