import type { MouseEvent } from 'react';
import type { CueMarker, Waveform } from '../api/generated/types.gen';

/** Bars drawn across the page's width (the peaks are averaged into them). */
const BARS = 120;

/** The peaks as `BARS` heights from 0 to 1 (the larger of |min| and |max| of each span). */
export function barHeights(waveform: Pick<Waveform, 'data' | 'length'>, bars = BARS): number[] {
  const pairs = Math.min(waveform.length, Math.floor(waveform.data.length / 2));
  if (pairs === 0) return [];
  const heights: number[] = [];
  for (let bar = 0; bar < bars; bar++) {
    const from = Math.floor((bar * pairs) / bars);
    const to = Math.max(from + 1, Math.floor(((bar + 1) * pairs) / bars));
    let peak = 0;
    for (let pair = from; pair < to && pair < pairs; pair++) {
      peak = Math.max(peak, Math.abs(waveform.data[2 * pair]!), Math.abs(waveform.data[2 * pair + 1]!));
    }
    heights.push(Math.min(1, peak / 128));
  }
  return heights;
}

export interface EmbedWaveformProps {
  waveform: Waveform | undefined;
  markers: CueMarker[];
  position: number;
  duration: number;
  onSeek(seconds: number): void;
}

/**
 * PLACEHOLDER SLOT for the shared waveform (`src/waveform/`, wavesurfer.js) until it lands in i15: the stored
 * peaks as plain SVG bars, the played part highlighted, the markers as ticks, a click seeks. Hidden from
 * assistive technology: the seek slider beside it is the accessible control.
 */
export function EmbedWaveform({ waveform, markers, position, duration, onSeek }: EmbedWaveformProps) {
  const heights = waveform ? barHeights(waveform) : [];
  const played = duration > 0 ? position / duration : 0;
  const seek = (event: MouseEvent<SVGSVGElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    if (box.width > 0 && duration > 0) onSeek(((event.clientX - box.left) / box.width) * duration);
  };
  return (
    <svg className="app-embed__waveform" viewBox={`0 0 ${BARS} 40`} preserveAspectRatio="none" aria-hidden="true" onClick={seek} data-testid="embed-waveform">
      {heights.map((height, bar) => {
        const h = Math.max(1, height * 38);
        return <rect key={bar} className={(bar + 0.5) / BARS <= played ? 'app-embed__bar app-embed__bar--played' : 'app-embed__bar'} x={bar + 0.15} width={0.7} y={20 - h / 2} height={h} />;
      })}
      {duration > 0 &&
        markers.map((marker) => <rect key={marker.seconds} className="app-embed__tick" x={(marker.seconds / duration) * BARS - 0.2} width={0.4} y={0} height={40} />)}
    </svg>
  );
}
