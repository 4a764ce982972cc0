import i18next from 'i18next';
import { useEffect } from 'react';
import type { DataRouter } from 'react-router';
import { disableContextMenu } from './contextMenu';
import { syncDocumentTitle } from './documentTitle';
import { scrollToTopOnNavigation } from './scrollToTop';

export interface AppBehavioursProps {
  router: DataRouter;
}

/** The app-wide behaviours of docs/product.md section 2 (no markup): scroll to top, no context menu, document title. */
export function AppBehaviours({ router }: AppBehavioursProps) {
  useEffect(() => {
    const undo = [disableContextMenu(document), scrollToTopOnNavigation(router), syncDocumentTitle(router, i18next)];
    return () => undo.forEach((stop) => stop());
  }, [router]);
  return null;
}
