import { Button, H3 } from '@blueprintjs/core';
import { Th } from '@blueprintjs/icons';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TrackFeedback } from '../../../lib/api/generated/types.gen';
import { localizedText, useDataLanguage } from '../../../lib/i18n/localized';
import { FeedbackChart } from './FeedbackChart';
import { FeedbackTable } from './FeedbackTable';
import { FEEDBACK_SERIES, formatFeedbackDate } from './feedbackSeries';

export interface TrackFeedbackCardProps {
  feedback: TrackFeedback;
}

/**
 * One track's last 30 days: its totals (each with the line it has in the chart, and under it the all-time
 * total), the chart, and "Show as table" for the same numbers per day. Counts only.
 */
export function TrackFeedbackCard({ feedback }: TrackFeedbackCardProps) {
  const { t, i18n } = useTranslation('trackFeedback');
  const language = useDataLanguage();
  const [tableShown, setTableShown] = useState(false);
  const tableId = useId();
  const title = localizedText(feedback.title, language);
  const dateLanguage = i18n.resolvedLanguage ?? i18n.language;
  const first = feedback.days[0];
  const last = feedback.days[feedback.days.length - 1];
  const from = first ? formatFeedbackDate(first.date, dateLanguage) : '';
  const to = last ? formatFeedbackDate(last.date, dateLanguage) : '';
  return (
    <li className="app-feedback-card" data-track-id={feedback.musicFileId}>
      <H3 className="app-feedback-card-title">{title}</H3>
      <dl className="app-feedback-totals">
        {FEEDBACK_SERIES.map((series) => (
          <div key={series} className={`app-feedback-total app-feedback-total-${series}`}>
            <dt>
              <svg className="app-feedback-swatch" viewBox="0 0 24 8" aria-hidden="true">
                <line className={`app-feedback-line app-feedback-series-${series}`} x1={0} y1={4} x2={24} y2={4} />
              </svg>
              {t(`series.${series}`)}
            </dt>
            <dd>{feedback.totals[series]}</dd>
            <dd className="app-feedback-total-all-time">{t('allTime', { count: feedback.allTimeTotals[series] })}</dd>
          </div>
        ))}
      </dl>
      <FeedbackChart days={feedback.days} label={t('chartLabel', { title, from, to })} from={from} to={to} />
      <Button
        className="app-feedback-table-toggle"
        variant="outlined"
        size="small"
        icon={<Th />}
        text={t(tableShown ? 'hideTable' : 'showTable')}
        aria-expanded={tableShown}
        aria-controls={tableShown ? tableId : undefined}
        onClick={() => setTableShown((shown) => !shown)}
      />
      {tableShown && <FeedbackTable id={tableId} title={title} days={feedback.days} />}
    </li>
  );
}
