import { Button, DialogBody, DialogFooter, FormGroup, H3, InputGroup, Intent, Radio, RadioGroup, TextArea } from '@blueprintjs/core';
import { Duplicate } from '@blueprintjs/icons';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Music } from '../../../lib/api/generated/types.gen';
import { AppDialog } from '../../../lib/ui/AppDialog';
import { clockFieldValue, formatClock } from '../../../lib/domain/time/clock';
import { copyToClipboard } from '../../../lib/ui/copyToClipboard';
import { brand } from '../../../lib/config/brand';
import { languages, type Language } from '../../../lib/i18n/languages';
import { localizedText, useDataLanguage } from '../../../lib/i18n/localized';
import { EMBED_HEIGHT, embedSnippet, embedUrl, startTimeError, type EmbedTheme } from './embedSnippet';

export interface EmbedTrackDialogProps {
  /** The track to embed, or undefined when closed. */
  track: Music | undefined;
  onClose: () => void;
}

type CopyState = 'idle' | 'copied' | 'failed';
type ThemeChoice = EmbedTheme | 'auto';

const THEMES = [
  ['light', 'embed.themeLight'],
  ['dark', 'embed.themeDark'],
  ['auto', 'embed.themeAuto'],
] as const satisfies readonly (readonly [ThemeChoice, string])[];

/**
 * "Embed": the `<iframe>` HTML that puts this track's player on the composer's own site, in a read-only field
 * (selected on focus, to copy by hand), a Copy button with its outcome announced, and a live preview of the
 * player as it will show there (inert, so Tab stays in the dialog). The composer chooses the player's language
 * (the page's by default), its theme (the visitor's system by default) and where the track starts (within it;
 * a time that does not fit is said and left out of the code, and stays in its field).
 */
export function EmbedTrackDialog({ track, onClose }: EmbedTrackDialogProps) {
  const { t } = useTranslation(['musicianProfile', 'common']);
  const pageLanguage = useDataLanguage();
  const fieldId = useId();
  const previewId = useId();
  const startId = useId();
  const [copyState, setCopyState] = useState<CopyState>('idle');
  const [language, setLanguage] = useState<Language>(pageLanguage);
  const [theme, setTheme] = useState<ThemeChoice>('auto');
  const [start, setStart] = useState('');
  // Another track starts with no copy outcome shown and no start time (the start belongs to a track).
  const [copyFor, setCopyFor] = useState(track?.musicFileId);
  if (copyFor !== track?.musicFileId) {
    setCopyFor(track?.musicFileId);
    setCopyState('idle');
    setStart('');
  }

  const durationSeconds = track?.durationSeconds ?? 0;
  const duration = formatClock(Math.floor(durationSeconds));
  const startError = startTimeError(start, durationSeconds);
  const startSeconds = startError ? undefined : clockFieldValue(start);
  const title = track ? localizedText(track.title, pageLanguage) : '';
  const frameTitle = t('embed.frameTitle', { title, brand: brand.wordmark });
  const input = {
    origin: globalThis.location.origin,
    musicFileId: track?.musicFileId ?? 0,
    title: frameTitle,
    language,
    theme: theme === 'auto' ? undefined : theme,
    startSeconds,
  };
  const snippet = track ? embedSnippet(input) : '';
  const copy = async () => setCopyState((await copyToClipboard(snippet)) ? 'copied' : 'failed');
  const changed = (update: () => void) => {
    update();
    setCopyState('idle');
  };

  return (
    <AppDialog isOpen={track !== undefined} onClose={onClose} title={t('embed.title', { title })} className="app-embed-dialog">
      <DialogBody>
        <div className="app-embed-dialog-options">
          <RadioGroup
            label={t('embed.language')}
            name="embed-language"
            inline
            selectedValue={language}
            onChange={(event) => changed(() => setLanguage(event.currentTarget.value as Language))}
          >
            {languages.map((code) => (
              <Radio key={code} value={code} label={t(`language.${code}`, { ns: 'common' })} lang={code} />
            ))}
          </RadioGroup>
          <RadioGroup
            label={t('embed.theme')}
            name="embed-theme"
            inline
            selectedValue={theme}
            onChange={(event) => changed(() => setTheme(event.currentTarget.value as ThemeChoice))}
          >
            {THEMES.map(([value, label]) => (
              <Radio key={value} value={value} label={t(label)} />
            ))}
          </RadioGroup>
          <FormGroup
            label={t('embed.start')}
            labelFor={startId}
            intent={startError ? Intent.DANGER : Intent.NONE}
            helperText={
              <span id={`${startId}-message`}>
                {startError ? t(`embed.${startError}`, { duration, example: formatClock(Math.floor(durationSeconds / 2)) }) : t('embed.startHelp', { duration })}
              </span>
            }
          >
            <InputGroup
              id={startId}
              className="app-embed-dialog-start"
              value={start}
              placeholder={formatClock(Math.floor(durationSeconds / 2))}
              intent={startError ? Intent.DANGER : Intent.NONE}
              aria-invalid={startError ? true : undefined}
              aria-describedby={`${startId}-message`}
              inputMode="numeric"
              autoComplete="off"
              onValueChange={(value) => changed(() => setStart(value))}
            />
          </FormGroup>
        </div>
        <FormGroup label={t('embed.codeLabel')} labelFor={fieldId} helperText={t('embed.codeHint', { brand: brand.wordmark })}>
          <TextArea
            id={fieldId}
            className="app-embed-dialog-code"
            readOnly
            fill
            rows={4}
            value={snippet}
            data-embed-snippet
            onFocus={(event) => event.currentTarget.select()}
          />
        </FormGroup>
        <p className="app-embed-dialog-status" role="status">
          {copyState === 'copied' ? t('embed.copied') : copyState === 'failed' ? t('embed.copyFailed') : ''}
        </p>
        {track && (
          <section aria-labelledby={previewId}>
            <H3 id={previewId}>{t('embed.preview')}</H3>
            {/* A picture of the player, not a second one to operate: inert keeps Tab and screen readers in the dialog. */}
            <iframe className="app-embed-dialog-preview" src={embedUrl(input)} title={frameTitle} width="100%" height={EMBED_HEIGHT} loading="lazy" inert />
          </section>
        )}
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button text={t('embed.close')} onClick={onClose} />
            <Button intent="primary" icon={<Duplicate />} text={t('embed.copy')} onClick={() => void copy()} />
          </>
        }
      />
    </AppDialog>
  );
}
