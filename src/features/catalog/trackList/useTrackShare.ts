import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Music } from '../../../lib/api/generated/types.gen';
import { localizedText, useDataLanguage } from '../../../lib/i18n/localized';
import { showAppToast } from '../../../lib/ui/AppToaster';
import { absoluteTrackLink } from '../../playback';
import { copyToClipboard } from '../../../lib/ui/copyToClipboard';

/** What `ShareLinkDialog` shows when the clipboard refused: the link and the track's title. */
export interface SharedLink {
  link: string;
  title: string;
}

export interface TrackShare {
  /** Copies the track's link and says so; without a clipboard, opens the dialog to copy it by hand. */
  share: (track: Music) => void;
  /** The link to show in `ShareLinkDialog`, when copying by hand. */
  shared: SharedLink | undefined;
  close: () => void;
}

/** The copy-link action every track list and the track page share. */
export function useTrackShare(): TrackShare {
  const { t } = useTranslation('catalog');
  const language = useDataLanguage();
  const [shared, setShared] = useState<SharedLink | undefined>();
  const share = useCallback(
    (track: Music) => {
      const link = absoluteTrackLink(track);
      void copyToClipboard(link).then((copied) => {
        if (copied) void showAppToast({ message: t('trackList.linkCopied'), intent: 'success' }, 'track-link-copied');
        else setShared({ link, title: localizedText(track.title, language) });
      });
    },
    [t, language],
  );
  const close = useCallback(() => setShared(undefined), []);
  return { share, shared, close };
}
