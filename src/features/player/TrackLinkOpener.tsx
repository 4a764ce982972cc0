import i18next from 'i18next';
import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { WarningSignIcon } from '@blueprintjs/icons';
import { isApiError } from '../../lib/api/errorMessages';
import { getMusic } from '../../lib/api/generated/sdk.gen';
import { resultData } from '../../lib/api/resultData';
import { showAppToast } from '../../lib/ui/AppToaster';
import { openTrack, parseTrackLink } from '../playback';

/** Whether a failed load means the track does not exist (rather than a failure worth retrying). */
const isNotFound = (error: unknown) => isApiError(error) && error.status === 404;

/**
 * Opens shared track links: on any page of the main layout, `?track={id}` (and `&t={seconds}`) loads that
 * track into the player, paused at that time. Each distinct link is opened once (not on every render); a
 * missing or failing track is told in a toast. Renders nothing.
 */
export function TrackLinkOpener() {
  const [search] = useSearchParams();
  const link = parseTrackLink(search);
  const linkKey = link ? `${link.musicFileId}@${link.startAt ?? ''}` : undefined;
  const opened = useRef<string | undefined>(undefined);

  useEffect(() => {
    if (linkKey === undefined) {
      opened.current = undefined;
      return;
    }
    if (opened.current === linkKey) return;
    const [id, at] = linkKey.split('@') as [string, string];
    const controller = new AbortController();
    resultData(getMusic({ path: { musicFileId: Number(id) }, signal: controller.signal })).then(
      (track) => {
        if (controller.signal.aborted) return;
        opened.current = linkKey;
        openTrack(track, at === '' ? {} : { startAt: Number(at) });
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        opened.current = linkKey;
        // The player's texts load with the player; this message may come before it.
        void i18next.loadNamespaces('player').then(() => {
          const message = i18next.t(isNotFound(error) ? 'link.notFound' : 'link.failed', { ns: 'player' });
          return showAppToast({ message, intent: 'warning', icon: <WarningSignIcon /> }, 'player-track-link');
        });
      },
    );
    return () => controller.abort();
  }, [linkKey]);

  return null;
}
