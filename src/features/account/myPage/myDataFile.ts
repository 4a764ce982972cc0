import type { MyData } from '../../../lib/api/generated/types.gen';

/** `cue-connect-my-data-YYYY-MM-DD.json`, the day in the user's own time zone (the day they downloaded it). */
export function myDataFileName(now: Date): string {
  const day = [now.getFullYear(), now.getMonth() + 1, now.getDate()].map((part) => String(part).padStart(2, '0')).join('-');
  return `cue-connect-my-data-${day}.json`;
}

/** The file's text: the provider's answer as it came, pretty-printed so a person can read it. */
export function myDataFileText(data: MyData): string {
  return `${JSON.stringify(data, null, 2)}\n`;
}
