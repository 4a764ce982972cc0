import { Button, Callout, ProgressBar, Spinner } from '@blueprintjs/core';
import { Cross, Refresh, Upload } from '@blueprintjs/icons';
import { useId, useRef, useState, type DragEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { TrackList } from '../trackList/TrackList';
import { ACCEPTED_FILES } from '../../uploads';
import { useMessageText } from '../../uploads';
import { useSoundsLike } from './useSoundsLike';

/**
 * The drop zone of "sounds like" and what follows it: the sending's progress (with Cancel), the listening, a refusal
 * or failure (with Try again), then the closest tracks. The file is sent through the resumable upload, analysed and
 * deleted by the provider at once.
 */
export function SoundsLikeSearch({ describedBy }: { describedBy: string }) {
  const { t } = useTranslation('catalog');
  const messageText = useMessageText();
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [snapshot, send] = useSoundsLike();
  const [dragging, setDragging] = useState(false);
  const { context } = snapshot;
  const name = context.file?.name ?? '';
  const choose = (file: File | undefined) => file && send({ type: 'CHOOSE', file });
  const onDrop = (event: DragEvent<HTMLElement>) => {
    event.preventDefault();
    setDragging(false);
    choose(event.dataTransfer.files[0]);
  };
  /** Puts the results (or the message) away and gives focus back to the file chooser, for the next temp track. */
  const clear = () => {
    send({ type: 'CLEAR' });
    input.current?.focus();
  };
  const percent = context.total > 0 ? context.sent / context.total : 0;
  return (
    <>
      <div
        className={['app-catalog-sounds-like-drop', dragging ? 'app-catalog-sounds-like-drop-active' : ''].filter(Boolean).join(' ')}
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
      >
        <label className="bp6-button bp6-intent-primary" htmlFor={inputId}>
          <Upload />
          <span className="bp6-button-text">{t('soundsLike.choose')}</span>
        </label>
        <input
          id={inputId}
          ref={input}
          className="app-visually-hidden"
          type="file"
          accept={ACCEPTED_FILES.audioFile}
          aria-describedby={describedBy}
          onChange={(event) => {
            choose(event.currentTarget.files?.[0]);
            event.currentTarget.value = '';
          }}
        />
        <span className="app-catalog-sounds-like-or">{t('soundsLike.drop')}</span>
      </div>
      {(snapshot.matches('checking') || snapshot.matches('uploading')) && (
        <div className="app-catalog-sounds-like-progress" role="status">
          <span>{t('soundsLike.sending', { name, percent: Math.round(percent * 100) })}</span>
          <ProgressBar value={percent} intent="primary" stripes={false} aria-hidden />
          <Button size="small" variant="minimal" text={t('soundsLike.cancel')} onClick={() => send({ type: 'CANCEL' })} />
        </div>
      )}
      {snapshot.matches('searching') && (
        <p className="app-catalog-sounds-like-progress" role="status">
          <Spinner size={16} /> {t('soundsLike.listening', { name })}
        </p>
      )}
      {(snapshot.matches('refused') || snapshot.matches('failed')) && context.message && (
        <Callout intent="danger" compact role="alert" className="app-catalog-sounds-like-error">
          {messageText(context.message)}{' '}
          {snapshot.matches('failed') && <Button size="small" icon={<Refresh />} text={t('soundsLike.retry')} onClick={() => send({ type: 'RETRY' })} />}{' '}
          <Button size="small" variant="minimal" text={t('soundsLike.clear')} onClick={clear} />
        </Callout>
      )}
      {snapshot.matches('found') && (
        <>
          <div className="app-catalog-sounds-like-result">
            <p role="status">{context.tracks.length > 0 ? t('soundsLike.resultFor', { name }) : t('soundsLike.none', { name })}</p>
            <Button size="small" variant="minimal" icon={<Cross />} text={t('soundsLike.clear')} onClick={clear} />
          </div>
          {context.tracks.length > 0 && <TrackList tracks={context.tracks.map((entry) => entry.music)} label={t('soundsLike.resultFor', { name })} />}
        </>
      )}
    </>
  );
}
