import i18next from 'i18next';
import { useEffect } from 'react';
import type { DataRouter } from 'react-router';
import { disableContextMenu } from './contextMenu';
import { syncDocumentTitle } from './documentTitle';

export interface AppBehavioursProps {
  router: DataRouter;
}

/**
 * The app-wide behaviours of docs/product.md section 2 (no markup): no context menu, the document title. (Each page
 * starting at its top, and Back returning where it was left, is React Router's `ScrollRestoration` in the layouts.)
 */
export function AppBehaviours({ router }: AppBehavioursProps) {
  useEffect(() => {
    const undo = [disableContextMenu(document), syncDocumentTitle(router, i18next)];
    return () => undo.forEach((stop) => stop());
  }, [router]);
  return null;
}
