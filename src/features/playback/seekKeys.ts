/** Seconds an arrow key moves the seek slider. */
export const SEEK_STEP_SECONDS = 5;
/** Seconds Page Up / Page Down move it. */
export const SEEK_PAGE_SECONDS = 30;

/** Where a key on the seek slider goes (arrows ±5 s, Page Up/Down ±30 s, Home/End), or undefined for other keys. */
export function seekTargetForKey(key: string, position: number, duration: number): number | undefined {
  const target = (() => {
    switch (key) {
      case 'ArrowRight':
      case 'ArrowUp':
        return position + SEEK_STEP_SECONDS;
      case 'ArrowLeft':
      case 'ArrowDown':
        return position - SEEK_STEP_SECONDS;
      case 'PageUp':
        return position + SEEK_PAGE_SECONDS;
      case 'PageDown':
        return position - SEEK_PAGE_SECONDS;
      case 'Home':
        return 0;
      case 'End':
        return duration;
      default:
        return undefined;
    }
  })();
  return target === undefined ? undefined : Math.max(0, Math.min(target, duration));
}
