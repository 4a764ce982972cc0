import ICAL from 'ical.js';

/**
 * The matching program's 1:1 meetings as an RFC 5545 calendar file: a participant's agenda download and the body of
 * their private subscription URL (docs/product.md §17). One VEVENT per meeting, its UID stable for the meeting's life;
 * a moved or changed meeting is the same UID with a higher SEQUENCE, a cancelled one STATUS:CANCELLED (and a
 * METHOD:CANCEL file carries only cancelled events). Times are written in the festival's zone, Asia/Seoul, with the
 * zone's VTIMEZONE in the file. Pure and deterministic: the caller passes the DTSTAMP (`stamp`), nothing reads a clock.
 *
 * ical.js builds the components and writes each property (value types, text escaping, TZID parameters, the zone
 * conversion). Two things are done here instead, each for a reason given where it happens: the text values are made
 * fit for RFC 5545 TEXT first (ical.js escapes `\ ; , LF` but leaves CR and other control characters raw, and a raw CR
 * is a line break to many readers), and the lines are joined and folded here (ical.js folds a continuation line to
 * 75 octets after its leading space, 76 in all; RFC 5545 §3.1 wants at most 75).
 */
export type CalendarEvent = {
  /** Stable per meeting, e.g. `meeting-12@cue-connect.test`. */
  uid: string;
  /** Increases each time the meeting moves or changes. */
  sequence: number;
  /** ISO instants with a zone designator (`Z` or `+09:00`), written as Asia/Seoul local time. */
  start: string;
  end: string;
  summary: string;
  location: string;
  description: string;
  /** An http(s) address (the meeting's page). */
  url?: string;
  status: 'confirmed' | 'cancelled';
};

export type CalendarInput = {
  method: 'PUBLISH' | 'CANCEL';
  /** The calendar's display name (X-WR-CALNAME). */
  name: string;
  /** The ISO instant the file is made (every event's DTSTAMP). */
  stamp: string;
  events: readonly CalendarEvent[];
  /** The language of the texts: LANGUAGE parameter on SUMMARY, LOCATION and DESCRIPTION, and the PRODID's. */
  language: 'ko' | 'en';
};

const SEOUL = 'Asia/Seoul';
const FOLD_OCTETS = 75;
const CRLF = '\r\n';

/**
 * ical.js's iCalendar design set, with the calendar-name and calendar-zone extensions declared as TEXT. ical.js writes
 * the value of a property it does not know raw (a calendar name with a line break could add a property), and one
 * typed TEXT by hand with a VALUE=TEXT parameter; declared here, they are escaped and written plainly, as calendar
 * apps write them. Declared in a copy, not by changing ical.js's shared design set.
 */
const DESIGN = {
  ...ICAL.design.icalendar,
  property: {
    ...(ICAL.design.icalendar.property as Record<string, unknown>),
    'x-wr-calname': { defaultType: 'text' },
    'x-wr-timezone': { defaultType: 'text' },
  },
};

/** An instant as the caller gives it: a date, a time to the minute at least, and a zone designator (no local times). */
const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:\d{2})$/;

export function buildMeetingCalendar(input: CalendarInput): string {
  const calendar = new ICAL.Component('vcalendar');
  calendar.addPropertyWithValue('prodid', `-//Cue Connect//Film Music Matching Program//${input.language.toUpperCase()}`);
  calendar.addPropertyWithValue('version', '2.0');
  calendar.addPropertyWithValue('calscale', 'GREGORIAN');
  calendar.addPropertyWithValue('method', input.method);
  calendar.addProperty(textProperty('x-wr-calname', input.name));
  calendar.addProperty(textProperty('x-wr-timezone', SEOUL));

  // Always present, so a calendar without meetings still has the one component RFC 5545 requires.
  const vtimezone = seoulTimezone();
  calendar.addSubcomponent(vtimezone);
  // ical.js reads the clock once per process (Time.now, to choose how many years of a zone's rules to expand); with
  // one rule-less STANDARD offset the expansion is the same whatever the year, so the output does not depend on it.
  const zone = new ICAL.Timezone({ component: vtimezone, tzid: SEOUL });

  const stamp = utcTime(input.stamp, 'stamp');
  for (const event of input.events) {
    if (input.method === 'CANCEL' && event.status !== 'cancelled') {
      throw new RangeError(`A METHOD:CANCEL calendar carries only cancelled events; ${event.uid} is ${event.status}`);
    }
    calendar.addSubcomponent(meetingEvent(event, { stamp, zone, language: input.language }));
  }

  return contentLines(calendar.toJSON() as JCalComponent).join(CRLF) + CRLF;
}

/** Asia/Seoul: KST, UTC+09:00 all year (no daylight saving since 1988). */
function seoulTimezone(): InstanceType<typeof ICAL.Component> {
  const standard = new ICAL.Component('standard');
  standard.addPropertyWithValue('dtstart', ICAL.Time.fromDateTimeString('1970-01-01T00:00:00'));
  standard.addPropertyWithValue('tzoffsetfrom', ICAL.UtcOffset.fromString('+09:00'));
  standard.addPropertyWithValue('tzoffsetto', ICAL.UtcOffset.fromString('+09:00'));
  standard.addPropertyWithValue('tzname', 'KST');

  const vtimezone = new ICAL.Component('vtimezone');
  vtimezone.addPropertyWithValue('tzid', SEOUL);
  vtimezone.addSubcomponent(standard);
  return vtimezone;
}

type EventContext = {
  stamp: InstanceType<typeof ICAL.Time>;
  zone: InstanceType<typeof ICAL.Timezone>;
  language: CalendarInput['language'];
};

function meetingEvent(meeting: CalendarEvent, { stamp, zone, language }: EventContext): InstanceType<typeof ICAL.Component> {
  if (!Number.isSafeInteger(meeting.sequence) || meeting.sequence < 0) {
    throw new RangeError(`SEQUENCE must be a non-negative integer; ${meeting.uid} has ${meeting.sequence}`);
  }
  const start = utcTime(meeting.start, 'start');
  const end = utcTime(meeting.end, 'end');
  if (end.compare(start) <= 0) {
    throw new RangeError(`A meeting ends after it starts; ${meeting.uid} runs ${meeting.start} to ${meeting.end}`);
  }

  const vevent = new ICAL.Component('vevent');
  const event = new ICAL.Event(vevent);
  event.uid = calendarText(meeting.uid);
  vevent.addPropertyWithValue('dtstamp', stamp);
  // Event's setters put the TZID parameter on a time in a zone other than UTC.
  event.startDate = start.convertToZone(zone);
  event.endDate = end.convertToZone(zone);
  event.sequence = meeting.sequence;
  vevent.addProperty(textProperty('summary', meeting.summary, language));
  vevent.addProperty(textProperty('location', meeting.location, language));
  vevent.addProperty(textProperty('description', meeting.description, language));
  if (meeting.url !== undefined) vevent.addPropertyWithValue('url', webAddress(meeting.url));
  vevent.addPropertyWithValue('status', meeting.status === 'cancelled' ? 'CANCELLED' : 'CONFIRMED');
  return vevent;
}

function textProperty(name: string, value: string, language?: string): InstanceType<typeof ICAL.Property> {
  const property = new ICAL.Property(name);
  property.resetType('text');
  if (language !== undefined) property.setParameter('language', language);
  property.setValue(calendarText(value));
  return property;
}

/**
 * A text as RFC 5545 TEXT can hold it (§3.3.11: no control character but HTAB, line breaks as the `\n` escape). A
 * CRLF or a lone CR becomes one line break (ical.js then escapes it), the other control characters are dropped, and
 * a lone surrogate (not encodable in UTF-8) becomes U+FFFD.
 */
function calendarText(value: string): string {
  return value
    .replace(/\r\n?/g, '\n')
    .replace(/[^\P{Cc}\t\n]/gu, '')
    .replace(/\p{Cs}/gu, '\uFFFD');
}

/** An http(s) address in its normalised form (the URL parser drops tabs and line breaks and percent-encodes the rest). */
function webAddress(value: string): string {
  const address = URL.parse(value);
  if (address === null || (address.protocol !== 'https:' && address.protocol !== 'http:')) {
    throw new RangeError(`URL must be an http(s) address: ${value}`);
  }
  return address.href;
}

function utcTime(instant: string, field: string): InstanceType<typeof ICAL.Time> {
  const ms = INSTANT.test(instant) ? Date.parse(instant) : Number.NaN;
  if (Number.isNaN(ms)) throw new RangeError(`${field} must be an ISO instant with a zone designator: ${instant}`);
  return ICAL.Time.fromJSDate(new Date(ms), true);
}

type JCalComponent = [name: string, properties: unknown[][], components: JCalComponent[]];

/**
 * The component's content lines, unfolded lines written by ical.js and folded here. Walking the jCal tree is what
 * ical.js's own stringify does; it is repeated here only to fold each line to RFC 5545's 75 octets.
 */
function contentLines([name, properties, components]: JCalComponent): string[] {
  const upper = name.toUpperCase();
  return [`BEGIN:${upper}`, ...properties.map((property) => fold(ICAL.stringify.property(property, DESIGN, true))), ...components.flatMap(contentLines), `END:${upper}`];
}

/**
 * RFC 5545 §3.1 folding: lines of at most 75 octets, a continuation line's leading space counted, split only between
 * code points so that no line ends inside a UTF-8 sequence (a Korean syllable is 3 octets, an emoji 4).
 */
function fold(line: string): string {
  const lines: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = utf8Octets(char.codePointAt(0) ?? 0);
    if (octets + size > FOLD_OCTETS) {
      lines.push(current);
      current = ' ';
      octets = 1;
    }
    current += char;
    octets += size;
  }
  lines.push(current);
  return lines.join(CRLF);
}

function utf8Octets(codePoint: number): number {
  if (codePoint < 0x80) return 1;
  if (codePoint < 0x800) return 2;
  if (codePoint < 0x10000) return 3;
  return 4;
}
