import { HTMLTable } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import type { TrackFeedbackDay } from '../../../lib/api/generated/types.gen';
import { FEEDBACK_SERIES, formatFeedbackDate } from './feedbackSeries';

export interface FeedbackTableProps {
  id: string;
  title: string;
  days: readonly TrackFeedbackDay[];
}

/** The chart's numbers as a table (its alternative for screen readers and for anyone who wants the figures), newest day first. */
export function FeedbackTable({ id, title, days }: FeedbackTableProps) {
  const { t, i18n } = useTranslation('trackFeedback');
  const language = i18n.resolvedLanguage ?? i18n.language;
  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a region that scrolls sideways (a phone) must be reachable by keyboard to scroll it (WCAG 2.1.1, axe scrollable-region-focusable)
    <div id={id} className="app-feedback-table-scroll" role="region" aria-label={t('tableRegion', { title })} tabIndex={0}>
      <HTMLTable compact striped className="app-feedback-table">
        <caption>{t('tableCaption', { title })}</caption>
        <thead>
          <tr>
            <th scope="col">{t('date')}</th>
            {FEEDBACK_SERIES.map((series) => (
              <th key={series} scope="col">
                {t(`series.${series}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {[...days].reverse().map((day) => (
            <tr key={day.date}>
              <th scope="row">{formatFeedbackDate(day.date, language)}</th>
              {FEEDBACK_SERIES.map((series) => (
                <td key={series}>{day[series]}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </HTMLTable>
    </div>
  );
}
