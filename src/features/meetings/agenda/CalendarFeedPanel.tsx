import { Button, InputGroup } from '@blueprintjs/core';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmAlert } from '../../../lib/ui/ConfirmAlert';
import { useDataLanguage } from '../../../lib/i18n/localized';
import { copyToClipboard } from '../../../lib/ui/copyToClipboard';
import { LoadFailure } from '../../../lib/ui/LoadFailure';
import { LoadingState } from '../../../lib/ui/LoadingState';
import { useCalendarFeed, useMeetingWrites } from '../useMeetings';
import { ApiErrorCallout } from '../../../lib/ui/ApiErrorCallout';

/**
 * The private calendar address a calendar app subscribes to: shown in full with a copy button, a new one made on
 * request (the old one stops, so it asks first) or stopped (asks first too).
 */
export function CalendarFeedPanel() {
  const { t } = useTranslation(['meetings', 'errors']);
  const id = useId();
  // The calendar the address answers speaks the app's language at the time it is made.
  const language = useDataLanguage();
  const feed = useCalendarFeed();
  const { newFeed, stopFeed } = useMeetingWrites();
  const [asking, setAsking] = useState<'renew' | 'stop'>();
  const [copied, setCopied] = useState<boolean>();
  if (feed.state.status === 'failed' && !feed.state.data) return <LoadFailure title={t('feed.loadFailed')} error={feed.state.error} retry={feed.retry} />;
  if (!feed.state.data) return <LoadingState text={t('feed.loading')} />;
  const url = feed.state.data.url === null ? null : `${globalThis.location.origin}${feed.state.data.url}`;
  const failure = newFeed.error ?? stopFeed.error;
  return (
    <div className="app-meetings-feed">
      <h3 className="app-meetings-subtitle">{t('feed.title')}</h3>
      <p className="app-meetings-muted">{t('feed.intro')}</p>
      {url === null ? (
        <Button text={t('feed.make')} loading={newFeed.isPending} onClick={() => newFeed.mutate({ query: { lang: language } })} />
      ) : (
        <>
          <label htmlFor={`${id}-url`} className="app-meetings-feed-label">
            {t('feed.address')}
          </label>
          <div className="app-meetings-feed-row">
            <InputGroup id={`${id}-url`} value={url} readOnly fill onFocus={(event) => event.currentTarget.select()} />
            <Button
              text={t('feed.copy')}
              onClick={() =>
                void copyToClipboard(url).then((done) => {
                  setCopied(done);
                })
              }
            />
          </div>
          <p role="status" aria-live="polite" className="app-meetings-muted">
            {copied === true && t('feed.copied')}
            {copied === false && t('feed.copyFailed')}
          </p>
          <div className="app-meetings-form-actions">
            <Button variant="outlined" text={t('feed.renew')} loading={newFeed.isPending} onClick={() => setAsking('renew')} />
            <Button variant="outlined" intent="danger" text={t('feed.stop')} loading={stopFeed.isPending} onClick={() => setAsking('stop')} />
          </div>
        </>
      )}
      <ApiErrorCallout error={failure} />
      <ConfirmAlert
        label={t(asking === 'stop' ? 'feed.stopTitle' : 'feed.renewTitle')}
        isOpen={asking !== undefined}
        intent={asking === 'stop' ? 'danger' : 'warning'}
        confirmButtonText={t(asking === 'stop' ? 'feed.stop' : 'feed.renew')}
        cancelButtonText={t('requests.keep')}
        onConfirm={() => {
          setCopied(undefined);
          if (asking === 'stop') stopFeed.mutate({});
          else newFeed.mutate({ query: { lang: language } });
          setAsking(undefined);
        }}
        onCancel={() => setAsking(undefined)}
      >
        {t(asking === 'stop' ? 'feed.stopIntro' : 'feed.renewIntro')}
      </ConfirmAlert>
    </div>
  );
}
