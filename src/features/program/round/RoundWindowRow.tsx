import { Tag } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import type { RoundWindow, RoundWindowState } from '../../../lib/api/generated/types.gen';
import { useDataLanguage } from '../../../lib/i18n/localized';
import { festivalDateTime, windowLine } from './roundDates';

export interface RoundWindowRowProps {
  /** Who submits in this window, already translated ("Film projects"). */
  label: string;
  window: RoundWindow;
  state: RoundWindowState;
}

const INTENT = { open: 'success', upcoming: 'primary', closed: 'none' } as const;

/** One submission window: who it is for, from when to when (festival time), and where it stands now. */
export function RoundWindowRow({ label, window, state }: RoundWindowRowProps) {
  const { t } = useTranslation('program');
  const language = useDataLanguage();
  const line = windowLine(window, state);
  return (
    <div className="app-program-window">
      <dt>{label}</dt>
      <dd>
        <span className="app-program-window-range">
          {t('window.range', { from: festivalDateTime(window.opensAt, language), to: festivalDateTime(window.closesAt, language) })}
        </span>
        <span className="app-program-window-state">
          <Tag intent={INTENT[state]} minimal={state === 'closed'} round>
            {t(line.key, { at: festivalDateTime(line.at, language) })}
          </Tag>
        </span>
      </dd>
    </div>
  );
}
