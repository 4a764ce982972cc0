/** The canvas colours of a waveform, read from the theme's CSS custom properties (light or dark). */
export interface WaveformColors {
  wave: string;
  progress: string;
}

/** Fallbacks when the stylesheet is not there (unit tests). */
const FALLBACK: WaveformColors = { wave: '#8f99a8', progress: '#2d72d2' };

/** Reads `--app-waveform-wave` and `--app-waveform-progress` as they apply to `element` now. */
export function waveformColors(element: Element): WaveformColors {
  const style = getComputedStyle(element);
  const read = (name: string, fallback: string) => style.getPropertyValue(name).trim() || fallback;
  return { wave: read('--app-waveform-wave', FALLBACK.wave), progress: read('--app-waveform-progress', FALLBACK.progress) };
}
