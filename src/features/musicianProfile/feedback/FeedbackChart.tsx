import type { TrackFeedbackDay } from '../../../lib/api/generated/types.gen';
import { FEEDBACK_SERIES, seriesPoints } from './feedbackSeries';

export interface FeedbackChartProps {
  days: readonly TrackFeedbackDay[];
  /** What the chart shows, already translated (its accessible name; the table has the numbers). */
  label: string;
  /** The first and last day as shown under the chart. */
  from: string;
  to: string;
}

/** The drawing's box; the SVG stretches to the card's width, its lines keep their width (non-scaling stroke). */
const WIDTH = 300;
const HEIGHT = 80;

/**
 * A small line chart of the four counts per day (plain SVG, no library): one line per series, told apart by
 * colour and by dash pattern (never colour alone). The scale at its left is level with the plot: the largest
 * count beside the top line, 0 beside the axis; the first and last day under the plot's ends.
 */
export function FeedbackChart({ days, label, from, to }: FeedbackChartProps) {
  const max = Math.max(1, ...days.flatMap((day) => FEEDBACK_SERIES.map((series) => day[series])));
  return (
    <figure className="app-feedback-chart">
      <div className="app-feedback-chart-scale" aria-hidden="true">
        <span>{max}</span>
        <span>0</span>
      </div>
      <svg role="img" aria-label={label} viewBox={`0 0 ${WIDTH} ${HEIGHT}`} preserveAspectRatio="none" className="app-feedback-chart-svg">
        <line className="app-feedback-chart-grid" x1={0} y1={0} x2={WIDTH} y2={0} vectorEffect="non-scaling-stroke" />
        <line className="app-feedback-chart-axis" x1={0} y1={HEIGHT} x2={WIDTH} y2={HEIGHT} vectorEffect="non-scaling-stroke" />
        {FEEDBACK_SERIES.map((series) => (
          <polyline
            key={series}
            className={`app-feedback-line app-feedback-series-${series}`}
            points={seriesPoints(
              days.map((day) => day[series]),
              max,
              WIDTH,
              HEIGHT,
            )}
            fill="none"
            vectorEffect="non-scaling-stroke"
          />
        ))}
      </svg>
      <div className="app-feedback-chart-dates" aria-hidden="true">
        <span>{from}</span>
        <span>{to}</span>
      </div>
    </figure>
  );
}
