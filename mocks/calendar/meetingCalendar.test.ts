import fc from 'fast-check';
import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { buildMeetingCalendar, type CalendarEvent, type CalendarInput } from './meetingCalendar';

/**
 * The meeting calendar read back by ical.js (a maintained RFC 5545 parser), the way a participant's calendar app
 * reads the agenda download and the subscription. The times are resolved through the file's own VTIMEZONE (ical.js
 * looks a TZID up in the calendar it parsed); nothing is registered with ical.js's global time zone service.
 */
const MEETING: CalendarEvent = {
  uid: 'meeting-12@cue-connect.test',
  sequence: 0,
  start: '2027-05-01T01:00:00Z',
  end: '2027-05-01T01:30:00Z',
  summary: '오세린 × 한여름 1:1 미팅',
  location: '영화의전당 비프힐 3층, 미팅룸 B',
  description: '영화음악 매칭 프로그램 1:1 미팅입니다.',
  url: 'https://cue-connect.test/program/meetings/12',
  status: 'confirmed',
};

function calendar(overrides: Partial<CalendarInput> = {}): CalendarInput {
  return {
    method: 'PUBLISH',
    name: '큐 커넥트 미팅 일정',
    stamp: '2027-04-20T03:15:00Z',
    events: [MEETING],
    language: 'ko',
    ...overrides,
  };
}

type Parsed = { root: InstanceType<typeof ICAL.Component>; events: InstanceType<typeof ICAL.Event>[] };

function parse(ics: string): Parsed {
  const root = new ICAL.Component(ICAL.parse(ics));
  return { root, events: root.getAllSubcomponents('vevent').map((vevent) => new ICAL.Event(vevent)) };
}

function onlyEvent(ics: string): InstanceType<typeof ICAL.Event> {
  const { events } = parse(ics);
  expect(events).toHaveLength(1);
  return events[0]!;
}

/** The instant a parsed DTSTART/DTEND stands for, through its zone's offset (a floating time would read as UTC). */
function instant(time: InstanceType<typeof ICAL.Time>): string {
  return new Date(time.toUnixTime() * 1000).toISOString();
}

/** The file as octets, split at CRLF, each line checked to be UTF-8 on its own (no sequence cut by a fold). */
function octetLines(ics: string): Buffer[] {
  const bytes = Buffer.from(ics, 'utf8');
  const lines: Buffer[] = [];
  let from = 0;
  for (let at = bytes.indexOf('\r\n', from); at !== -1; at = bytes.indexOf('\r\n', from)) {
    lines.push(bytes.subarray(from, at));
    from = at + 2;
  }
  expect(from, 'the file ends with CRLF').toBe(bytes.length);
  return lines;
}

function expectWellFormedLines(ics: string): void {
  expect(ics.replace(/\r\n/g, ''), 'no CR or LF outside a CRLF pair').not.toMatch(/[\r\n]/);
  const strict = new TextDecoder('utf-8', { fatal: true });
  for (const line of octetLines(ics)) {
    expect(line.length, line.toString('utf8')).toBeLessThanOrEqual(75);
    expect(() => strict.decode(line), line.toString('hex')).not.toThrow();
  }
}

const rawLines = (ics: string): string[] => ics.replace(/\r\n[ \t]/g, '').split('\r\n');

/** X-WR-CALNAME is not in ical.js's design, so it reads the value raw: unescaped here as the TEXT it is written as. */
const TEXT = (ICAL.design.icalendar.value as { text: { fromICAL(value: string): string } }).text;

function calendarName(root: InstanceType<typeof ICAL.Component>): string {
  return TEXT.fromICAL(String(root.getFirstPropertyValue('x-wr-calname')));
}

describe('buildMeetingCalendar', () => {
  it('writes the calendar properties and the Asia/Seoul VTIMEZONE', () => {
    const ics = buildMeetingCalendar(calendar());
    const { root } = parse(ics);

    expect(root.name).toBe('vcalendar');
    expect(root.getFirstPropertyValue('version')).toBe('2.0');
    expect(root.getFirstPropertyValue('prodid')).toBe('-//Cue Connect//Film Music Matching Program//KO');
    expect(root.getFirstPropertyValue('calscale')).toBe('GREGORIAN');
    expect(root.getFirstPropertyValue('method')).toBe('PUBLISH');
    expect(calendarName(root)).toBe('큐 커넥트 미팅 일정');
    expect(rawLines(ics)).toContain('X-WR-CALNAME:큐 커넥트 미팅 일정');
    expect(root.getFirstPropertyValue('x-wr-timezone')).toBe('Asia/Seoul');

    const zones = root.getAllSubcomponents('vtimezone');
    expect(zones).toHaveLength(1);
    expect(zones[0]!.getFirstPropertyValue('tzid')).toBe('Asia/Seoul');
    const standard = zones[0]!.getAllSubcomponents('standard');
    expect(standard).toHaveLength(1);
    expect(zones[0]!.getAllSubcomponents('daylight')).toHaveLength(0);
    expect(String(standard[0]!.getFirstPropertyValue('tzoffsetfrom'))).toBe('+09:00');
    expect(String(standard[0]!.getFirstPropertyValue('tzoffsetto'))).toBe('+09:00');
    expect(standard[0]!.getFirstPropertyValue('tzname')).toBe('KST');
    expect(rawLines(ics)).toContain('DTSTART:19700101T000000');
  });

  it('writes a meeting in Seoul local time that reads back as the same instants', () => {
    const ics = buildMeetingCalendar(calendar());
    const event = onlyEvent(ics);

    expect(rawLines(ics)).toContain('DTSTART;TZID=Asia/Seoul:20270501T100000');
    expect(rawLines(ics)).toContain('DTEND;TZID=Asia/Seoul:20270501T103000');
    expect(event.startDate.zone?.tzid).toBe('Asia/Seoul');
    expect(event.startDate.hour).toBe(10);
    expect(instant(event.startDate)).toBe('2027-05-01T01:00:00.000Z');
    expect(instant(event.endDate)).toBe('2027-05-01T01:30:00.000Z');
  });

  it('reads an instant given with an offset and one across midnight in Seoul', () => {
    const ics = buildMeetingCalendar(calendar({ events: [{ ...MEETING, start: '2027-05-01T23:30:00+09:00', end: '2027-05-01T15:15:00Z' }] }));
    const event = onlyEvent(ics);

    expect(instant(event.startDate)).toBe('2027-05-01T14:30:00.000Z');
    expect(instant(event.endDate)).toBe('2027-05-01T15:15:00.000Z');
    expect(rawLines(ics)).toContain('DTEND;TZID=Asia/Seoul:20270502T001500');
  });

  it('writes UID, DTSTAMP in UTC, SEQUENCE, the texts in their language, URL and STATUS', () => {
    const ics = buildMeetingCalendar(calendar({ events: [{ ...MEETING, sequence: 3 }] }));
    const event = onlyEvent(ics);

    expect(event.uid).toBe('meeting-12@cue-connect.test');
    expect(event.sequence).toBe(3);
    expect(rawLines(ics)).toContain('DTSTAMP:20270420T031500Z');
    expect(event.summary).toBe('오세린 × 한여름 1:1 미팅');
    expect(event.location).toBe('영화의전당 비프힐 3층, 미팅룸 B');
    expect(event.description).toBe('영화음악 매칭 프로그램 1:1 미팅입니다.');
    expect(event.component.getFirstProperty('summary')?.getParameter('language')).toBe('ko');
    expect(event.component.getFirstPropertyValue('url')).toBe('https://cue-connect.test/program/meetings/12');
    expect(event.component.getFirstPropertyValue('status')).toBe('CONFIRMED');
  });

  it('marks the English file as English', () => {
    const ics = buildMeetingCalendar(calendar({ language: 'en', events: [{ ...MEETING, summary: 'Meeting with Serin Oh' }] }));
    const { root, events } = parse(ics);

    expect(root.getFirstPropertyValue('prodid')).toBe('-//Cue Connect//Film Music Matching Program//EN');
    expect(events[0]!.component.getFirstProperty('description')?.getParameter('language')).toBe('en');
  });

  it('keeps a moved meeting one event: the same UID with the higher SEQUENCE it is given', () => {
    const before = onlyEvent(buildMeetingCalendar(calendar()));
    const moved = onlyEvent(buildMeetingCalendar(calendar({ events: [{ ...MEETING, sequence: 1, start: '2027-05-01T05:00:00Z', end: '2027-05-01T05:30:00Z' }] })));

    expect(moved.uid).toBe(before.uid);
    expect(moved.sequence).toBe(before.sequence + 1);
    expect(instant(moved.startDate)).toBe('2027-05-01T05:00:00.000Z');
  });

  it('writes one VEVENT per meeting, a URL only where one is given', () => {
    const { url: _url, ...withoutUrl } = MEETING;
    const second = { ...withoutUrl, uid: 'meeting-13@cue-connect.test', start: '2027-05-02T02:00:00Z', end: '2027-05-02T02:30:00Z' };
    const { events } = parse(buildMeetingCalendar(calendar({ events: [MEETING, second] })));

    expect(events.map((event) => event.uid)).toEqual(['meeting-12@cue-connect.test', 'meeting-13@cue-connect.test']);
    expect(events[1]!.component.hasProperty('url')).toBe(false);
  });

  it('cancels with METHOD:CANCEL and STATUS:CANCELLED', () => {
    const ics = buildMeetingCalendar(calendar({ method: 'CANCEL', events: [{ ...MEETING, sequence: 2, status: 'cancelled' }] }));
    const { root, events } = parse(ics);

    expect(root.getFirstPropertyValue('method')).toBe('CANCEL');
    expect(events[0]!.component.getFirstPropertyValue('status')).toBe('CANCELLED');
    expect(events[0]!.sequence).toBe(2);
  });

  it('lists a cancelled meeting in a published calendar as CANCELLED (a subscription drops it)', () => {
    const event = onlyEvent(buildMeetingCalendar(calendar({ events: [{ ...MEETING, status: 'cancelled' }] })));

    expect(event.component.getFirstPropertyValue('status')).toBe('CANCELLED');
  });

  it('refuses a METHOD:CANCEL file with a confirmed meeting', () => {
    expect(() => buildMeetingCalendar(calendar({ method: 'CANCEL' }))).toThrow(RangeError);
  });

  it('writes a valid calendar without meetings', () => {
    const ics = buildMeetingCalendar(calendar({ events: [] }));
    const { root, events } = parse(ics);

    expect(events).toHaveLength(0);
    expect(root.getAllSubcomponents('vtimezone')).toHaveLength(1);
    expect(root.getFirstPropertyValue('method')).toBe('PUBLISH');
    expectWellFormedLines(ics);
  });

  it('ends every line with CRLF and folds at 75 octets, never inside a UTF-8 sequence', () => {
    const description = `${'영화음악 매칭 프로그램 🎬🎼 '.repeat(12)}${'x'.repeat(200)}`;
    const ics = buildMeetingCalendar(calendar({ events: [{ ...MEETING, description, location: 'é'.repeat(90) }] }));

    expectWellFormedLines(ics);
    expect(ics.split('\r\n').filter((line) => line.startsWith(' ')).length).toBeGreaterThan(5);
    expect(onlyEvent(ics).description).toBe(description);
    expect(onlyEvent(ics).location).toBe('é'.repeat(90));
  });

  it('escapes commas, semicolons, backslashes and line breaks in text', () => {
    const summary = 'a, b; c\\d\ne\r\nf\rg';
    const ics = buildMeetingCalendar(calendar({ name: summary, events: [{ ...MEETING, summary }] }));

    expect(rawLines(ics)).toContain('SUMMARY;LANGUAGE=ko:a\\, b\\; c\\\\d\\ne\\nf\\ng');
    expect(onlyEvent(ics).summary).toBe('a, b; c\\d\ne\nf\ng');
    expect(calendarName(parse(ics).root)).toBe('a, b; c\\d\ne\nf\ng');
  });

  it('keeps a line break in a text inside its value: no added property', () => {
    const attack = '미팅\r\nATTENDEE:mailto:evil@example.com\r\nMETHOD:CANCEL\nBEGIN:VALARM';
    const ics = buildMeetingCalendar(
      calendar({
        name: attack,
        events: [
          {
            ...MEETING,
            uid: `meeting-12@cue-connect.test${attack}`,
            summary: attack,
            location: attack,
            description: attack,
            url: `https://cue-connect.test/a\r\nATTENDEE:mailto:evil@example.com`,
          },
        ],
      }),
    );
    const { root, events } = parse(ics);
    const event = events[0]!;

    expect(root.getAllProperties('method')).toHaveLength(1);
    expect(root.getFirstPropertyValue('method')).toBe('PUBLISH');
    expect(event.component.getAllProperties('attendee')).toHaveLength(0);
    expect(event.component.getAllSubcomponents()).toHaveLength(0);
    expect(event.summary).toBe('미팅\nATTENDEE:mailto:evil@example.com\nMETHOD:CANCEL\nBEGIN:VALARM');
    expect(calendarName(root)).toBe(event.summary);
    expect(rawLines(ics).filter((line) => /^(ATTENDEE|METHOD|BEGIN:VALARM)/.test(line))).toEqual(['METHOD:PUBLISH']);
    expectWellFormedLines(ics);
  });

  it('drops control characters RFC 5545 text cannot hold and keeps tabs', () => {
    const event = onlyEvent(buildMeetingCalendar(calendar({ events: [{ ...MEETING, summary: 'a\u0000b\u0007c\u001bd\u007fe\tf' }] })));

    expect(event.summary).toBe('abcde\tf');
  });

  it('refuses an instant without a zone, a meeting that does not end after it starts, a bad SEQUENCE or URL', () => {
    const build =
      (event: Partial<CalendarEvent>, input: Partial<CalendarInput> = {}) =>
      () =>
        buildMeetingCalendar(calendar({ ...input, events: [{ ...MEETING, ...event }] }));

    expect(build({ start: '2027-05-01T10:00:00' })).toThrow(RangeError);
    expect(build({}, { stamp: 'yesterday' })).toThrow(RangeError);
    expect(build({ end: MEETING.start })).toThrow(RangeError);
    expect(build({ sequence: -1 })).toThrow(RangeError);
    expect(build({ sequence: 1.5 })).toThrow(RangeError);
    expect(build({ url: 'javascript:alert(1)' })).toThrow(RangeError);
    expect(build({ url: 'not a url' })).toThrow(RangeError);
  });

  it('is deterministic', () => {
    expect(buildMeetingCalendar(calendar())).toBe(buildMeetingCalendar(calendar()));
  });
});

describe('buildMeetingCalendar on random texts', () => {
  const SPECIAL = ['\r', '\n', '\r\n', ';', ',', '\\', ':', '"', '\t', ' ', '^', '🎬', '👩‍🎤', 'é'];
  const unit = fc.oneof(
    fc.constantFrom(...SPECIAL),
    fc.integer({ min: 0xac00, max: 0xd7a3 }).map((code) => String.fromCodePoint(code)),
    fc.integer({ min: 0x1f300, max: 0x1faff }).map((code) => String.fromCodePoint(code)),
    fc.integer({ min: 0x20, max: 0x7e }).map((code) => String.fromCodePoint(code)),
  );
  const text = fc.string({ unit, maxLength: 120 });
  /** What a text is read back as: RFC 5545 text has line breaks, not CRs (a CRLF or a lone CR is one break). */
  const asRead = (value: string) => value.replace(/\r\n?/g, '\n');

  it('round-trips Korean, emoji, line breaks and the escaped characters exactly', () => {
    fc.assert(
      fc.property(fc.record({ name: text, summary: text, location: text, description: text }), ({ name, ...texts }) => {
        const ics = buildMeetingCalendar(calendar({ name, events: [{ ...MEETING, ...texts }] }));
        const { root, events } = parse(ics);

        expect(events).toHaveLength(1);
        expect(calendarName(root)).toBe(asRead(name));
        expect(events[0]!.summary).toBe(asRead(texts.summary));
        expect(events[0]!.location).toBe(asRead(texts.location));
        expect(events[0]!.description).toBe(asRead(texts.description));
        expectWellFormedLines(ics);
      }),
    );
  });

  it('writes one event with no added property whatever the text, control characters and lone surrogates included', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 120 }), (value) => {
        const ics = buildMeetingCalendar(calendar({ name: value, events: [{ ...MEETING, summary: value, description: value }] }));
        const { root, events } = parse(ics);

        expect(events).toHaveLength(1);
        expect(root.getAllProperties().map((property) => property.name)).toEqual(['prodid', 'version', 'calscale', 'method', 'x-wr-calname', 'x-wr-timezone']);
        expect(events[0]!.component.getAllProperties().map((property) => property.name)).toEqual([
          'uid',
          'dtstamp',
          'dtstart',
          'dtend',
          'sequence',
          'summary',
          'location',
          'description',
          'url',
          'status',
        ]);
        expectWellFormedLines(ics);
      }),
    );
  });
});
