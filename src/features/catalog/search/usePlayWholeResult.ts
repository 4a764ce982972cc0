import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { searchMusic } from '../../../lib/api/generated/sdk.gen';
import { resultData } from '../../../lib/api/resultData';
import { showAppToast } from '../../../lib/ui/AppToaster';
import { playTracks } from '../../playback';
import { PLAY_ALL_LIMIT, wholeResultRequestOf, type SearchQuery } from './searchQuery';

export interface PlayWholeResult {
  /** Fetches the first `PLAY_ALL_LIMIT` tracks of the search (same text, filters and order) and plays them. */
  play: () => void;
  loading: boolean;
}

/**
 * "Play all" over the whole result rather than the page shown: one request for up to `PLAY_ALL_LIMIT`
 * tracks (the contract's largest page) in the order shown; a failure is told in a toast.
 */
export function usePlayWholeResult(query: SearchQuery): PlayWholeResult {
  const { t } = useTranslation('catalog');
  const [loading, setLoading] = useState(false);
  const running = useRef<AbortController | undefined>(undefined);
  useEffect(() => () => running.current?.abort(), []);

  const play = useCallback(() => {
    running.current?.abort();
    const controller = (running.current = new AbortController());
    setLoading(true);
    resultData(searchMusic({ query: wholeResultRequestOf(query), signal: controller.signal }))
      .then((page) => {
        if (!controller.signal.aborted) playTracks(page.content.slice(0, PLAY_ALL_LIMIT), 0);
      })
      .catch(() => {
        if (!controller.signal.aborted) void showAppToast({ message: t('search.playAllFailed'), intent: 'danger' }, 'search-play-all-failed');
      })
      .finally(() => {
        if (running.current === controller) setLoading(false);
      });
  }, [query, t]);

  return { play, loading };
}
