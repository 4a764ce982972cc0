import { useCallback, useMemo } from 'react';
import { listGenresOptions, listKeywordsOptions } from './generated/@tanstack/react-query.gen';
import type { Genre, Keyword } from './generated/types.gen';
import type { PageReads } from './pageReads';
import { useApiQuery, type Load, type LoadState } from './useApiQuery';

/** The catalogue's vocabulary: the genres and keywords a track carries and a search filters by. */
export interface Vocabulary {
  genres: Genre[];
  keywords: Keyword[];
}

/**
 * The vocabulary (listGenres, listKeywords), read once and shared by the search filters and every track form, as
 * one state: ready when both lists are, failed when either failed (the genres' error first), loading otherwise.
 * Retry reads both again.
 */
export function useVocabulary(): Pick<Load<Vocabulary>, 'state' | 'retry'> {
  const genres = useApiQuery(listGenresOptions());
  const keywords = useApiQuery(listKeywordsOptions());
  const state = useMemo(() => bothStates(genres.state, keywords.state), [genres.state, keywords.state]);
  const { retry: retryGenres } = genres;
  const { retry: retryKeywords } = keywords;
  const retry = useCallback(() => {
    retryGenres();
    retryKeywords();
  }, [retryGenres, retryKeywords]);
  return { state, retry };
}

function bothStates(genres: LoadState<Genre[]>, keywords: LoadState<Keyword[]>): LoadState<Vocabulary> {
  const data = genres.data && keywords.data ? { genres: genres.data, keywords: keywords.data } : undefined;
  if (genres.status === 'failed') return { status: 'failed', error: genres.error, data };
  if (keywords.status === 'failed') return { status: 'failed', error: keywords.error, data };
  if (data !== undefined && genres.status === 'ready' && keywords.status === 'ready') return { status: 'ready', data };
  return { status: 'loading', data };
}

/** The vocabulary's reads, started by the route of a page that shows it. */
export const vocabularyReads: PageReads = (client) => {
  void client.prefetchQuery(listGenresOptions());
  void client.prefetchQuery(listKeywordsOptions());
};
