import type { QueryClient } from '@tanstack/react-query';
import type { Params } from 'react-router';
import type { DataLanguage } from '../i18n/localized';

/** What a page's reads depend on: the route's parameters (already checked by its loader), the query, the language. */
export interface PageReadArgs {
  params: Params;
  search: URLSearchParams;
  language: DataLanguage;
}

/**
 * Starts the reads a page makes when it renders, with the same query options its hooks use (so they find the
 * answers, or the requests on their way, in the cache): a route's loader calls it while the page's code loads.
 */
export type PageReads = (client: QueryClient, args: PageReadArgs) => void;
