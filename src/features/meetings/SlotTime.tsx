import { useTranslation } from 'react-i18next';
import { useDataLanguage } from '../../lib/i18n/localized';
import { festivalClock, ownClock } from './meetingTime';

/** An instant's time in festival time, and the visitor's own when their zone differs: "10:00 KST (your time 02:00)". */
export function SlotTime({ iso }: { iso: string }) {
  const { t } = useTranslation('meetings');
  const language = useDataLanguage();
  const time = festivalClock(iso);
  const own = ownClock(iso, language);
  return (
    <time dateTime={iso} className="app-meetings-time">
      {own === null ? t('time.festival', { time }) : t('time.withOwn', { time, own })}
    </time>
  );
}
