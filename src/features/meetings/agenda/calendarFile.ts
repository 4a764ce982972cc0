import { downloadMeetingCalendar, downloadMyMeetingCalendar } from '../../../lib/api/generated/sdk.gen';
import type { Language } from '../../../lib/i18n/languages';

/**
 * How long a saved file's object URL lives: the browser reads it after the click returns, so it is revoked a while
 * later rather than at once.
 */
const OBJECT_URL_LIFETIME_MS = 60_000;

/** Saves a calendar's text as a file through a temporary link (Blob + object URL + `a[download]`). */
export function saveCalendarFile(name: string, text: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/calendar' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), OBJECT_URL_LIFETIME_MS);
}

/** One meeting's calendar file (an invitation or its cancellation), in the page's language, saved as `meeting-<id>.ics`. */
export async function downloadOneMeeting(meetingId: number, lang: Language): Promise<void> {
  const { data } = await downloadMeetingCalendar({ path: { meetingId }, query: { lang }, parseAs: 'text', throwOnError: true });
  saveCalendarFile(`meeting-${meetingId}.ics`, String(data));
}

/** The whole agenda as one calendar file, saved as `meetings.ics`. */
export async function downloadAllMeetings(lang: Language): Promise<void> {
  const { data } = await downloadMyMeetingCalendar({ query: { lang }, parseAs: 'text', throwOnError: true });
  saveCalendarFile('meetings.ics', String(data));
}
