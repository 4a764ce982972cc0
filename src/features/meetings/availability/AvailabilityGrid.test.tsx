// @vitest-environment happy-dom
import { fireEvent, screen } from '@testing-library/react';
import { act, useState } from 'react';
import { describe, expect, it } from 'vitest';
import type { MeetingSlot } from '../../../lib/api/generated/types.gen';
import { meetingSlotsOf } from '../../../lib/domain/program/meetings/meetingSlots';
import { changeLanguage } from '../../../lib/i18n/i18n';
import { renderRoutes, setUpPageTests } from '../../../lib/testing/pageTestSetup';
import { AvailabilityGrid } from './AvailabilityGrid';

setUpPageTests();

const DAYS = ['2027-03-04', '2027-03-05'];
const SLOTS: MeetingSlot[] = meetingSlotsOf(DAYS, { slotMinutes: 30, dayStart: '10:00', dayEnd: '12:00', breaks: [{ start: '11:00', end: '11:30' }] });

function Grid({ phone, start = [] }: { phone: boolean; start?: string[] }) {
  const [value, setValue] = useState<Set<string>>(new Set(start));
  return (
    <>
      <AvailabilityGrid days={DAYS} slots={SLOTS} value={value} onChange={setValue} disabled={false} phone={phone} />
      <output data-marks>{[...value].sort().join(' ')}</output>
    </>
  );
}
const open = (phone = false, start?: string[]) => renderRoutes([{ path: '/', element: <Grid phone={phone} {...(start ? { start } : {})} /> }], '/');
const marks = () => document.querySelector('[data-marks]')!.textContent;
const box = (name: string) => screen.getByRole<HTMLInputElement>('checkbox', { name });

describe('the availability grid', () => {
  it('names every slot with its day and time in Korean and English, a column per day and a row per slot time', async () => {
    open();
    expect(await screen.findByRole('checkbox', { name: '3월 4일 10:00 가능' })).toBeTruthy();
    expect(screen.getByRole('checkbox', { name: '3월 5일 11:30 가능' })).toBeTruthy();
    expect(screen.queryByRole('checkbox', { name: '3월 4일 11:00 가능' })).toBeNull();
    expect(screen.getAllByRole('columnheader')).toHaveLength(3);
    expect(screen.getAllByRole('row')).toHaveLength(4);
    await act(() => changeLanguage('en'));
    expect(box('Available 4 Mar 10:00')).toBeTruthy();
    expect(box('Available all day 5 Mar')).toBeTruthy();
  });

  it('ticks a slot, a whole day with "all day", and shows a partly ticked day as mixed', async () => {
    open();
    fireEvent.click(await screen.findByRole('checkbox', { name: '3월 4일 10:30 가능' }));
    expect(marks()).toBe('2027-03-04T10:30');
    expect(box('3월 4일 종일 가능').indeterminate).toBe(true);
    fireEvent.click(box('3월 4일 종일 가능'));
    expect(marks()).toBe('2027-03-04T10:00 2027-03-04T10:30 2027-03-04T11:30');
    expect(box('3월 4일 종일 가능').checked).toBe(true);
    fireEvent.click(box('3월 4일 종일 가능'));
    expect(marks()).toBe('');
  });

  it('moves the focus between slots with the arrow keys, across days and over the break', async () => {
    open();
    const first = await screen.findByRole('checkbox', { name: '3월 4일 10:00 가능' });
    first.focus();
    fireEvent.keyDown(first, { key: 'ArrowRight' });
    expect(document.activeElement).toBe(box('3월 5일 10:00 가능'));
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowDown' });
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowDown' });
    expect(document.activeElement).toBe(box('3월 5일 11:30 가능'));
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowDown' });
    expect(document.activeElement).toBe(box('3월 5일 11:30 가능'));
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowLeft' });
    expect(document.activeElement).toBe(box('3월 4일 11:30 가능'));
    fireEvent.click(document.activeElement!);
    expect(marks()).toBe('2027-03-04T11:30');
  });

  it('on a phone lists each day with its slots, the same names, ticked as saved', async () => {
    open(true, ['2027-03-05T10:30']);
    expect(await screen.findByRole('group', { name: /3월 4일/ })).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
    expect(box('3월 5일 10:30 가능').checked).toBe(true);
    expect(box('3월 5일 10:00 가능').checked).toBe(false);
  });
});
