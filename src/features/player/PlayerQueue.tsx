import { Button, PopoverNext } from '@blueprintjs/core';
import { PropertiesIcon, VolumeUpIcon } from '@blueprintjs/icons';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { setPageInert } from '../../lib/ui/inertPage';
import { playQueueIndex, usePlayback } from '../playback';
import { dataLanguage, localizedText } from '../../lib/i18n/localized';

/** The queue: a button opening the list of queued tracks, the current one marked; a click plays that track. */
export function PlayerQueue() {
  const { t, i18n } = useTranslation('player');
  const { queue, index } = usePlayback();
  // Should the player go away with its queue open, the page must not stay inert.
  useEffect(() => () => setPageInert(false), []);
  const list = (
    <div className="app-player-queue">
      <h2 className="app-player-queue__heading">
        {t('queue')} <span className="app-player-queue__count">{t('queueCount', { count: queue.length })}</span>
      </h2>
      <ol className="app-player-queue__list" aria-label={t('queue')}>
        {queue.map((track, position) => {
          const current = position === index;
          return (
            <li key={`${position}-${track.musicFileId}`}>
              <button
                type="button"
                className={current ? 'app-player-queue__item app-player-queue__item--current' : 'app-player-queue__item'}
                aria-current={current ? 'true' : undefined}
                onClick={() => playQueueIndex(position)}
              >
                <span className="app-player-queue__marker" aria-hidden="true">
                  {current ? <VolumeUpIcon size={12} /> : position + 1}
                </span>
                <span className="app-player-queue__names">
                  <span className="app-player-queue__title">{localizedText(track.title, dataLanguage(i18n.language))}</span>
                  <span className="app-player-queue__musician">{localizedText(track.musician.name, dataLanguage(i18n.language))}</span>
                </span>
                {current && <span className="app-player-queue__now">{t('nowPlaying')}</span>}
              </button>
            </li>
          );
        })}
      </ol>
    </div>
  );
  return (
    // A transparent backdrop: the click that closes the open queue does not also press whatever lies under it.
    // The page under it is inert while it is open, so Tab cannot wander behind it either (it opens in a portal
    // outside the app's root); the root comes back before focus returns to the queue button.
    <PopoverNext
      content={list}
      placement="top-end"
      popoverClassName="app-player-queue-popover"
      hasBackdrop
      onOpening={() => setPageInert(true)}
      onClosing={() => setPageInert(false)}
    >
      <Button variant="minimal" icon={<PropertiesIcon />} aria-label={t('queue')} title={t('queue')} />
    </PopoverNext>
  );
}
