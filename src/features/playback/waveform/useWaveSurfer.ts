import { useEffect, useRef, type RefObject } from 'react';
import type WaveSurfer from 'wavesurfer.js';
import { useTheme } from '../../../lib/theme/useTheme';
import { adoptShadowStyles } from './shadowStyles';
import { waveformColors } from './waveformColors';

export interface WaveSurferInput {
  /** Maxima and minima (see `waveformPeaks`), or undefined while they load or when they failed. */
  peaks: [Float32Array, Float32Array] | undefined;
  duration: number;
  /** The player's audio element when it holds this track: the waveform shows its played part. */
  media: HTMLMediaElement | null;
  /** Canvas height in CSS pixels. */
  height: number;
  reducedMotion: boolean;
}

/** The media events after which the played part is drawn again when the waveform follows them itself. */
const PROGRESS_EVENTS = ['timeupdate', 'seeking', 'seeked', 'durationchange', 'emptied', 'loadedmetadata'] as const;

/**
 * Draws `peaks` with wavesurfer.js (loaded on first use, so it is not in any page's first load) inside `host`.
 * wavesurfer never decodes audio here: it gets the stored peaks and the duration, and `media` is the player's
 * own element (never one it loads). It does not take clicks (`interact: false`): the component decides what a
 * click means. With reduced motion it is given a silent stand-in element instead, and the played part moves
 * only on the media's own time updates (no animation frame loop); it never scrolls.
 */
export function useWaveSurfer(host: RefObject<HTMLDivElement | null>, { peaks, duration, media, height, reducedMotion }: WaveSurferInput): void {
  const surfer = useRef<WaveSurfer | null>(null);
  const { resolved } = useTheme();

  useEffect(() => {
    const element = host.current;
    if (!element || !peaks || !(duration > 0)) return undefined;
    let cancelled = false;
    const cleanups: (() => void)[] = [];
    const draw = import('wavesurfer.js').then(({ default: WaveSurferClass }) => {
      if (cancelled) return;
      const colors = waveformColors(element);
      const followsItself = media !== null && !reducedMotion;
      const container = document.createElement('div');
      container.className = 'app-waveform__surface';
      const ws = WaveSurferClass.create({
        container,
        height,
        peaks,
        duration,
        media: followsItself ? media : document.createElement('audio'),
        interact: false,
        normalize: true,
        barWidth: 2,
        barGap: 1,
        barRadius: 1,
        cursorWidth: 0,
        waveColor: colors.wave,
        progressColor: colors.progress,
        autoScroll: false,
        autoCenter: false,
        hideScrollbar: true,
      });
      adoptShadowStyles(container);
      element.append(container);
      surfer.current = ws;
      const showProgress = () => {
        if (!media) return;
        const length = Number.isFinite(media.duration) && media.duration > 0 ? media.duration : duration;
        ws.getRenderer().renderProgress(Math.min(1, media.currentTime / length), false);
      };
      cleanups.push(
        ws.on('redrawcomplete', () => {
          // Drawn: tests and screenshots wait for it.
          element.dataset.drawn = 'true';
          showProgress();
        }),
      );
      if (media && !followsItself) {
        for (const type of PROGRESS_EVENTS) media.addEventListener(type, showProgress);
        cleanups.push(() => PROGRESS_EVENTS.forEach((type) => media.removeEventListener(type, showProgress)));
      }
      cleanups.push(() => {
        ws.destroy();
        container.remove();
        delete element.dataset.drawn;
        if (surfer.current === ws) surfer.current = null;
      });
    });
    // The shape is a decoration of the slider: when it cannot be drawn (the module failed to load, no canvas),
    // the flat line stays and clicks still seek.
    draw.catch(() => undefined);
    return () => {
      cancelled = true;
      cleanups.forEach((cleanup) => cleanup());
    };
  }, [host, peaks, duration, media, height, reducedMotion]);

  // Light and dark: the canvas colours come from the theme's custom properties, read again when it changes.
  useEffect(() => {
    const element = host.current;
    const ws = surfer.current;
    if (!element || !ws) return;
    const colors = waveformColors(element);
    ws.setOptions({ waveColor: colors.wave, progressColor: colors.progress });
  }, [host, resolved]);
}
