import { Callout } from '@blueprintjs/core';
import { FilmIcon } from '@blueprintjs/icons';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { localizedText, useDataLanguage } from '../../../lib/i18n/localized';
import { useCurrentRound } from './useCurrentRound';

/**
 * A pointer to the open round of the matching program (the notice board shows it above its notices): its name,
 * whether it takes submissions now, and the link to its page. Nothing while it loads, when no round is open, or
 * when it cannot be read (the board's own content matters more there).
 */
export function OpenRoundBanner() {
  const { t } = useTranslation('program');
  const language = useDataLanguage();
  const { state } = useCurrentRound();
  if (state.status !== 'ready' || state.data === null) return null;
  const round = state.data;
  const taking = round.projectWindowState === 'open' || round.composerWindowState === 'open';
  return (
    <Callout className="app-program-banner" intent="primary" icon={<FilmIcon />} compact>
      <p>
        <strong>{localizedText(round.name, language)}</strong> {taking ? t('banner.taking') : t('banner.open')}
      </p>
      <Link to="/program">{t('banner.link')}</Link>
    </Callout>
  );
}
