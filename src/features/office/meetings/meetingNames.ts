import type { MeetingSlot, MeetingTable, ProgramApplicationComposer, ProgramApplicationProject } from '../../../lib/api/generated/types.gen';
import { localizedText, type DataLanguage } from '../../../lib/i18n/localized';

/** A meeting (or a request) as the office names it: the project's title · the composer's name. */
export const meetingName = (what: { project: ProgramApplicationProject; composer: ProgramApplicationComposer }, language: DataLanguage): string =>
  `${localizedText(what.project.title, language)} · ${localizedText(what.composer.name, language)}`;

/** A slot in festival time: its day and start (`2026-10-05 10:30`). */
export const slotName = (slot: Pick<MeetingSlot, 'slotId'>): string => slot.slotId.replace('T', ' ');

/** The slot's start time only (`10:30`), for a day's board. */
export const slotClock = (slot: Pick<MeetingSlot, 'slotId'>): string => slot.slotId.slice(11);

export const tableName = (table: MeetingTable, language: DataLanguage): string => localizedText(table.name, language);
