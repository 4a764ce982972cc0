/**
 * How long a saved file's object URL lives. The browser reads a blob URL after the click returns, so it is revoked a
 * while later rather than at once (revoking at once can leave an empty or failed download).
 */
export const OBJECT_URL_LIFETIME_MS = 60_000;

/**
 * Offers a text to the user as a file named `name` (a browser only): a Blob of `type` behind a hidden temporary link
 * that is clicked and removed; its object URL is released a while later. The one way the app saves a file: the data
 * export, the office's CSV lists and the meeting calendars.
 */
export function saveTextFile(name: string, text: string, type: string, doc: Document = document): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = doc.createElement('a');
  link.href = url;
  link.download = name;
  link.rel = 'noopener';
  link.hidden = true;
  doc.body.append(link);
  try {
    link.click();
  } finally {
    link.remove();
    setTimeout(() => URL.revokeObjectURL(url), OBJECT_URL_LIFETIME_MS);
  }
}
