import type { Page } from 'playwright-core';

/**
 * Interaction to Next Paint measured in the page the way web-vitals does: a PerformanceObserver of `event` entries
 * (durationThreshold 16, buffered), grouped by `interactionId`, each interaction as long as its longest entry.
 * Long animation frames are recorded too, to say what the main thread was doing during a slow interaction.
 * Installed through the DevTools protocol (`addInitScript`), so the page's CSP does not apply.
 */

/** One script of a long animation frame: who called it, where it lives, how long it ran (ms). */
export interface FrameScript {
  invoker: string;
  sourceURL: string;
  sourceFunctionName: string;
  duration: number;
}

/** A long animation frame (over 50 ms): when, how long, its rendering (style and layout included) and its scripts. */
export interface LongFrame {
  startTime: number;
  duration: number;
  renderDuration: number;
  scripts: FrameScript[];
}

/** One interaction: its longest event entry and its phases (ms), the event types it was made of. */
export interface Interaction {
  id: number;
  types: string[];
  startTime: number;
  duration: number;
  /** Until the first handler ran. */
  inputDelay: number;
  /** Event handlers. */
  processing: number;
  /** From the handlers' end to the next paint. */
  presentationDelay: number;
}

interface RecordedEntry {
  name: string;
  interactionId: number;
  startTime: number;
  processingStart: number;
  processingEnd: number;
  duration: number;
}

interface TimingWindow {
  __benchEventEntries: RecordedEntry[];
  __benchLongFrames: LongFrame[];
}

/**
 * The observers, as page source text: a function passed to Playwright would be compiled by tsx first, and its
 * helpers (`__name`) do not exist in the page.
 */
const OBSERVER_SCRIPT = `(() => {
  const entries = [];
  const frames = [];
  window.__benchEventEntries = entries;
  window.__benchLongFrames = frames;
  for (const type of ['event', 'first-input']) {
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        if (!entry.interactionId) continue;
        entries.push({ name: entry.name, interactionId: entry.interactionId, startTime: entry.startTime,
          processingStart: entry.processingStart, processingEnd: entry.processingEnd, duration: entry.duration });
      }
    }).observe({ type, buffered: true, durationThreshold: 16 });
  }
  if (PerformanceObserver.supportedEntryTypes.includes('long-animation-frame')) {
    new PerformanceObserver((list) => {
      for (const frame of list.getEntries()) {
        frames.push({ startTime: frame.startTime, duration: frame.duration,
          renderDuration: frame.renderStart ? frame.startTime + frame.duration - frame.renderStart : 0,
          scripts: frame.scripts.map((script) => ({ invoker: script.invoker, sourceURL: script.sourceURL,
            sourceFunctionName: script.sourceFunctionName, duration: script.duration })) });
      }
    }).observe({ type: 'long-animation-frame', buffered: true });
  }
})();`;

/** Starts recording event timing and long animation frames in every document the page opens. */
export async function recordEventTiming(page: Page): Promise<void> {
  await page.addInitScript({ content: OBSERVER_SCRIPT });
}

/** Forgets what was recorded so far (e.g. the page load). */
export async function clearEventTiming(page: Page): Promise<void> {
  await page.evaluate(() => {
    const timing = window as unknown as TimingWindow;
    timing.__benchEventEntries.length = 0;
    timing.__benchLongFrames.length = 0;
  });
}

export interface RecordedTiming {
  interactions: Interaction[];
  longFrames: LongFrame[];
  /** Every interaction the page counted (`performance.interactionCount`), those under 16 ms included. */
  interactionCount: number | undefined;
}

/** What was recorded since the last clear, entries grouped into interactions. */
export async function readEventTiming(page: Page): Promise<RecordedTiming> {
  const recorded = await page.evaluate(() => {
    const timing = window as unknown as TimingWindow;
    return {
      entries: timing.__benchEventEntries.slice(),
      longFrames: timing.__benchLongFrames.slice(),
      interactionCount: (performance as unknown as { interactionCount?: number }).interactionCount,
    };
  });
  const byId = new Map<number, Interaction>();
  for (const entry of recorded.entries) {
    const known = byId.get(entry.interactionId);
    const types = [...(known?.types ?? []), ...(known?.types.includes(entry.name) ? [] : [entry.name])];
    if (known && known.duration >= entry.duration) {
      known.types = types;
      continue;
    }
    byId.set(entry.interactionId, {
      id: entry.interactionId,
      types,
      startTime: entry.startTime,
      duration: entry.duration,
      inputDelay: entry.processingStart - entry.startTime,
      processing: entry.processingEnd - entry.processingStart,
      presentationDelay: Math.max(0, entry.startTime + entry.duration - entry.processingEnd),
    });
  }
  return { interactions: [...byId.values()], longFrames: recorded.longFrames, interactionCount: recorded.interactionCount };
}

/**
 * What the main thread did in the long frames overlapping an interaction, longest total first: each script as
 * `invoker (file) ms`, and the frames' rendering (style, layout, paint).
 */
export function busyDuring(interaction: Interaction, frames: LongFrame[], count = 4): string[] {
  const end = interaction.startTime + interaction.duration;
  const totals = new Map<string, number>();
  for (const frame of frames) {
    if (frame.startTime > end || frame.startTime + frame.duration < interaction.startTime) continue;
    totals.set('rendering', (totals.get('rendering') ?? 0) + frame.renderDuration);
    for (const script of frame.scripts) {
      const file = script.sourceURL ? new URL(script.sourceURL).pathname.split('/').pop() : '';
      const name = `${script.invoker || script.sourceFunctionName || 'script'}${file ? ` (${file})` : ''}`;
      totals.set(name, (totals.get(name) ?? 0) + script.duration);
    }
  }
  return [...totals]
    .sort(([, a], [, b]) => b - a)
    .slice(0, count)
    .map(([name, duration]) => `${name} ${Math.round(duration)} ms`);
}
