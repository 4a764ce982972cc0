import type { MyData } from '../../../lib/api/generated/types.gen';

/**
 * How long the saved file's object URL lives. The browser reads a blob URL after the click returns, so it is
 * revoked a while later rather than at once (revoking at once can leave an empty or failed download).
 */
export const OBJECT_URL_LIFETIME_MS = 60_000;

/** `cue-connect-my-data-YYYY-MM-DD.json`, the day in the user's own time zone (the day they downloaded it). */
export function myDataFileName(now: Date): string {
  const day = [now.getFullYear(), now.getMonth() + 1, now.getDate()].map((part) => String(part).padStart(2, '0')).join('-');
  return `cue-connect-my-data-${day}.json`;
}

/** The file's text: the provider's answer as it came, pretty-printed so a person can read it. */
export function myDataFileText(data: MyData): string {
  return `${JSON.stringify(data, null, 2)}\n`;
}

/** Saves a text as a file through a temporary link (Blob + object URL + `a[download]`). */
export function saveTextFile(name: string, text: string, type: string): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), OBJECT_URL_LIFETIME_MS);
}
