import { Callout } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ProgramRound } from '../../../lib/api/generated/types.gen';
import { useDataLanguage } from '../../../lib/i18n/localized';
import { festivalDateTime } from './roundDates';

export interface RoundWindowNoteProps {
  /** The open round, or null when none is open. */
  round: ProgramRound | null;
  /** Whose window: the film projects' or the composers'. */
  side: 'projects' | 'composers';
  className?: string;
}

/**
 * Where the open round's window for one side stands when it does not take submissions now: upcoming (when it
 * opens), closed (when it closed), or no open round at all, in festival time, with a link to the program page.
 * Nothing while it is open.
 */
export function RoundWindowNote({ round, side, className }: RoundWindowNoteProps) {
  const { t } = useTranslation('program');
  const language = useDataLanguage();
  const window = side === 'projects' ? round?.projectWindow : round?.composerWindow;
  const state = side === 'projects' ? round?.projectWindowState : round?.composerWindowState;
  if (round?.status === 'open' && state === 'open') return null;
  let text;
  if (!round || round.status !== 'open' || !window) text = t(`windowNote.${side}.noRound`);
  else if (state === 'upcoming') text = t(`windowNote.${side}.upcoming`, { at: festivalDateTime(window.opensAt, language) });
  else text = t(`windowNote.${side}.closed`, { at: festivalDateTime(window.closesAt, language) });
  return (
    <Callout intent="primary" compact className={className} role="status">
      {text} <Link to="/program">{t('windowNote.program')}</Link>
    </Callout>
  );
}
