import { Callout } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ProgramRound } from '../../../lib/api/generated/types.gen';
import { useDataLanguage } from '../../../lib/i18n/localized';
import { festivalDateTime } from '../../program';

/**
 * Where the open round's project window stands, when it does not take projects now: upcoming (when it opens),
 * closed (when it closed), or no open round at all. Nothing while it is open.
 */
export function ProjectWindowNote({ round }: { round: ProgramRound | null }) {
  const { t } = useTranslation('productions');
  const language = useDataLanguage();
  if (round?.status === 'open' && round.projectWindowState === 'open') return null;
  let text;
  if (!round || round.status !== 'open') text = t('window.noRound');
  else if (round.projectWindowState === 'upcoming') text = t('window.upcoming', { at: festivalDateTime(round.projectWindow.opensAt, language) });
  else text = t('window.closed', { at: festivalDateTime(round.projectWindow.closesAt, language) });
  return (
    <Callout intent="primary" compact className="app-productions-window">
      {text} <Link to="/program">{t('window.program')}</Link>
    </Callout>
  );
}
