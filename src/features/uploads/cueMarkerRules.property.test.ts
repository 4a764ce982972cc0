import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { anyText, blankText, padded } from '../../lib/testing/textArbitraries';
import { checkCueMarkers, cueMarkersOf } from './cueMarkerRules';
import type { CueMarkerDraft } from './types';

/**
 * The cue-marker rules on 1,000 random marker lists against an oracle written from the spec: at most 8; a time
 * typed as m:ss (minutes, a colon, two-digit seconds under 60) inside the track (strictly before its end, when
 * the duration is known); no two markers at the same second (the later one is marked); a label of 1 to 40
 * characters (trimmed, counted in UTF-16 units as the provider's schema counts them) in Korean and in English.
 */
const RUNS = { numRuns: 1000 };

const validTime = fc.tuple(fc.integer({ min: 0, max: 20 }), fc.integer({ min: 0, max: 59 })).map(([m, s]) => `${m}:${String(s).padStart(2, '0')}`);
const badTime = fc.oneof(fc.constantFrom('', ' ', '42', '1:5', '1:60', '1:005', ':30', '1:3a', '-1:00', '1.30', '0:4２', '1：30'), anyText(6));
const time = fc.oneof({ arbitrary: validTime, weight: 4 }, { arbitrary: fc.constantFrom('0:00', '0:01', '0:30', '1:00'), weight: 2 }, { arbitrary: badTime, weight: 1 });
const label = fc.oneof(
  { arbitrary: fc.string({ minLength: 1, maxLength: 45 }), weight: 3 },
  { arbitrary: anyText(45), weight: 2 },
  { arbitrary: blankText(), weight: 1 },
  { arbitrary: padded(fc.string({ minLength: 38, maxLength: 42 }).filter((text) => text.trim() !== '')), weight: 1 },
);
const rows = fc
  .array(fc.record({ time, ko: label, en: label }), { maxLength: 10 })
  .map((list) => list.map((row, index): CueMarkerDraft => ({ id: `r${index}`, time: row.time, label: { ko: row.ko, en: row.en } })));
const duration = fc.option(fc.oneof(fc.integer({ min: 1, max: 1300 }), fc.double({ min: 0.5, max: 1300, noNaN: true })), { nil: undefined });

function oracleSeconds(text: string): number | undefined {
  const value = text.trim();
  const colon = value.indexOf(':');
  if (colon < 1 || colon > 3) return undefined;
  const minutes = value.slice(0, colon);
  const seconds = value.slice(colon + 1);
  if (![...minutes].every((c) => c >= '0' && c <= '9') || seconds.length !== 2 || ![...seconds].every((c) => c >= '0' && c <= '9')) return undefined;
  if (Number(seconds) > 59) return undefined;
  return Number(minutes) * 60 + Number(seconds);
}

function oracleLabel(text: string): string | undefined {
  // Issue 26: counted as sent, without invisible characters (controls, zero-width, fillers...).
  const trimmed = text
    .replace(/[\p{Cc}\p{Default_Ignorable_Code_Point}\u2028\u2029]/gu, '')
    .normalize('NFC')
    .trim();
  if (trimmed === '') return 'uploads:cue.rule.labelRequired';
  if (trimmed.length > 40) return 'uploads:cue.rule.labelTooLong';
  return undefined;
}

describe('the cue-marker rules (property tests)', () => {
  it('at most 8; m:ss inside the track; one marker per second; labels of 1-40 characters in both languages', () => {
    fc.assert(
      fc.property(rows, duration, (list, seconds) => {
        const errors = checkCueMarkers(list, seconds);
        const taken = new Set<number>();
        let anything = list.length > 8;
        expect(errors?.list?.key).toBe(list.length > 8 ? 'errors:code.CUE_MARKER_LIMIT_EXCEEDED' : undefined);
        for (const row of list) {
          const at = oracleSeconds(row.time);
          let timeKey: string | undefined;
          if (at === undefined) timeKey = 'uploads:cue.rule.timeFormat';
          else if (seconds !== undefined && at >= seconds) timeKey = 'uploads:cue.rule.timeOutside';
          else if (taken.has(at)) timeKey = 'errors:code.CUE_MARKER_DUPLICATE_TIME';
          if (at !== undefined) taken.add(at);
          const found = errors?.rows[row.id];
          expect(found?.time?.key).toBe(timeKey);
          expect(found?.labelKo?.key).toBe(oracleLabel(row.label.ko));
          expect(found?.labelEn?.key).toBe(oracleLabel(row.label.en));
          anything ||= timeKey !== undefined || oracleLabel(row.label.ko) !== undefined || oracleLabel(row.label.en) !== undefined;
        }
        expect(errors !== undefined).toBe(anything);
        if (!errors) {
          const sent = cueMarkersOf(list);
          expect(sent.map((marker) => marker.seconds)).toEqual(list.map((row) => oracleSeconds(row.time)).sort((a, b) => a! - b!));
          for (const marker of sent) expect(marker.label.ko).toBe(marker.label.ko.trim());
        }
      }),
      RUNS,
    );
  });
});

describe('cue-marker labels with invisible characters (issue 26)', () => {
  it('counts a label of only U+200B, U+3164 or controls as empty, and sends labels without them', () => {
    const rows: CueMarkerDraft[] = [
      { id: 'a', time: '0:01', label: { ko: '\u200B', en: '\u3164\u0000' } },
      { id: 'b', time: '0:02', label: { ko: '메인\u0007 테마\u202E', en: 'Main\u001B theme' } },
    ];
    const errors = checkCueMarkers(rows, 10);
    expect(errors?.rows).toEqual({ a: { labelKo: { key: 'uploads:cue.rule.labelRequired' }, labelEn: { key: 'uploads:cue.rule.labelRequired' } } });
    expect(cueMarkersOf(rows.slice(1))).toEqual([{ seconds: 2, label: { ko: '메인 테마', en: 'Main theme' } }]);
  });
});
