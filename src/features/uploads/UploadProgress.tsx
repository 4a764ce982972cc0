import { Button, Intent, ProgressBar } from '@blueprintjs/core';
import { Pause, Play } from '@blueprintjs/icons';
import { useTranslation } from 'react-i18next';
import { formatTransferSize } from './fileRules';
import { estimateTransfer, splitSeconds } from './transferRate';
import type { FileProgress, TrackUploadControls } from './types';

export interface UploadProgressProps {
  controls: TrackUploadControls;
}

/** The running transfers: one bar per file (bytes sent, also as `data-bytes-uploaded`), pause/resume and cancel. */
export function UploadProgress({ controls }: UploadProgressProps) {
  const { t } = useTranslation('uploads');
  const { view } = controls;
  const files = [view.audio, view.cover].filter((file) => file !== undefined);
  const paused = view.phase === 'paused';
  return (
    <div className="app-upload-progress" aria-live="polite">
      {files.map((file) => (
        <FileBar key={file.kind} file={file} running={view.phase === 'uploading' && !file.uploadId} paused={paused} />
      ))}
      {paused && <div>{t('progress.paused')}</div>}
      {view.phase === 'saving' && <div>{t('progress.saving')}</div>}
      {(view.phase === 'uploading' || paused) && (
        <div className="app-upload-progress-actions">
          {paused ? (
            <Button icon={<Play />} text={t('action.resume')} onClick={controls.resume} />
          ) : (
            <Button icon={<Pause />} text={t('action.pause')} onClick={controls.pause} />
          )}
          <Button variant="outlined" intent={Intent.DANGER} text={t('action.cancel')} onClick={controls.cancel} />
        </div>
      )}
    </div>
  );
}

interface FileBarProps {
  file: FileProgress;
  running: boolean;
  paused: boolean;
}

/** One file's bar: sent of total (KB for small files), and while it runs the speed and about how long is left. */
function FileBar({ file, running, paused }: FileBarProps) {
  const { t } = useTranslation('uploads');
  const estimate = running ? estimateTransfer(file.samples ?? [], file.size) : undefined;
  const left = estimate && splitSeconds(estimate.secondsLeft);
  return (
    <div className="app-upload-progress-file" data-kind={file.kind} data-bytes-uploaded={file.bytesUploaded} data-bytes-total={file.size}>
      <div className="app-upload-progress-label">
        <span>{t(file.kind === 'audio' ? 'progress.audio' : 'progress.cover')}</span>
        <span>{t('progress.bytes', { uploaded: formatTransferSize(file.bytesUploaded, file.size), total: formatTransferSize(file.size) })}</span>
      </div>
      <ProgressBar
        value={file.size ? file.bytesUploaded / file.size : 0}
        intent={file.uploadId ? Intent.SUCCESS : Intent.PRIMARY}
        animate={!paused && !file.uploadId}
        stripes={!paused && !file.uploadId}
      />
      {running && (
        <div className="app-upload-progress-rate" aria-live="off">
          {estimate && left
            ? t('progress.rate', {
                speed: formatTransferSize(estimate.bytesPerSecond),
                time: left.minutes > 0 ? t('progress.minutesSeconds', left) : t('progress.seconds', left),
              })
            : t('progress.estimating')}
        </div>
      )}
    </div>
  );
}
