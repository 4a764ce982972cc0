import { Button } from '@blueprintjs/core';
import { LinkIcon, TickIcon, WarningSignIcon } from '@blueprintjs/icons';
import { useTranslation } from 'react-i18next';
import type { Music } from '../../lib/api/generated/types.gen';
import { showAppToast } from '../../lib/ui/AppToaster';
import { copyToClipboard } from '../../lib/ui/copyToClipboard';
import { absoluteTrackLink } from '../playback';
import type { PlayerEngine } from './playerEngine';

/** "Copy link": copies the track's absolute link at the current time and says so in a toast. */
export function CopyTrackLinkButton({ track, engine }: { track: Music; engine: PlayerEngine }) {
  const { t } = useTranslation('player');
  const copy = () => {
    const link = absoluteTrackLink(track, engine.getState().position);
    void copyToClipboard(link).then((copied) =>
      copied
        ? showAppToast({ message: t('linkCopied'), intent: 'success', icon: <TickIcon /> }, 'player-link')
        : showAppToast({ message: t('copyFailed'), intent: 'warning', icon: <WarningSignIcon /> }, 'player-link'),
    );
  };
  return <Button variant="minimal" icon={<LinkIcon />} aria-label={t('copyLink')} title={t('copyLink')} onClick={copy} />;
}
