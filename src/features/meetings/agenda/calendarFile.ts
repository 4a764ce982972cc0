import { downloadMeetingCalendar, downloadMyMeetingCalendar } from '../../../lib/api/generated/sdk.gen';
import { saveTextFile } from '../../../lib/files/saveTextFile';
import type { Language } from '../../../lib/i18n/languages';

/** Saves a calendar's text as a file. */
const saveCalendarFile = (name: string, text: string): void => saveTextFile(name, text, 'text/calendar');

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
