import { AppError, meetingMessages } from '@canstring/contracts';
import { formatInZone } from '../time/zoned';
import { meetingTimes } from './meeting-times';

const NOW = new Date('2026-11-22T10:00:00Z');
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

const refusalOf = (run: () => unknown): AppError => {
  try {
    run();
  } catch (error) {
    if (error instanceof AppError) return error;
    throw error;
  }
  throw new Error('expected a refusal');
};

describe('meeting times', () => {
  it('starts a one-time meeting now and ends it 30 min + 2 h later', () => {
    const times = meetingTimes({ seatType: 'conference', isRecurring: false, zone: 'UTC' }, NOW);
    expect(times).toEqual({
      isRecurring: false,
      startAt: NOW,
      endAt: new Date(NOW.getTime() + 30 * MINUTE + 2 * HOUR),
    });
  });

  it('ignores times sent for a one-time meeting', () => {
    const times = meetingTimes(
      { seatType: 'onetoone', isRecurring: false, startAt: '2026-11-22T12:00:00Z', zone: 'UTC' },
      NOW,
    );
    expect(times.startAt).toEqual(NOW);
  });

  it('forces a webinar to be non-recurring, starting now and ending 168 h later', () => {
    const times = meetingTimes(
      { seatType: 'webinar', isRecurring: true, startAt: '2026-11-22T12:00:00Z', zone: 'Asia/Kolkata' },
      NOW,
    );
    expect(times).toEqual({ isRecurring: false, startAt: NOW, endAt: new Date(NOW.getTime() + 168 * HOUR) });
  });

  it('defaults a recurring end to start + 30 min and keeps a given end', () => {
    const startAt = '2026-11-22T11:00:00Z';
    expect(
      meetingTimes({ seatType: 'conference', isRecurring: true, startAt, zone: 'UTC' }, NOW).endAt,
    ).toEqual(new Date('2026-11-22T11:30:00Z'));
    const endAt = '2026-11-22T13:00:00Z';
    expect(
      meetingTimes({ seatType: 'conference', isRecurring: true, startAt, endAt, zone: 'UTC' }, NOW),
    ).toEqual({
      isRecurring: true,
      startAt: new Date(startAt),
      endAt: new Date(endAt),
    });
  });

  it('refuses a recurring meeting without a start, with a start in the past or an end before the start', () => {
    const base = { seatType: 'conference' as const, isRecurring: true, zone: 'UTC' };
    expect(refusalOf(() => meetingTimes(base, NOW))).toMatchObject({
      code: 'BAD_INPUT',
      message: meetingMessages.startRequired,
      details: { fields: { startAt: meetingMessages.startRequired } },
    });
    expect(refusalOf(() => meetingTimes({ ...base, startAt: '2026-11-22T09:00:00Z' }, NOW)).message).toBe(
      meetingMessages.startInPast,
    );
    expect(
      refusalOf(() =>
        meetingTimes({ ...base, startAt: '2026-11-22T11:00:00Z', endAt: '2026-11-22T10:59:00Z' }, NOW),
      ).details.fields,
    ).toEqual({ endAt: meetingMessages.endBeforeStart });
  });

  it('accepts an end equal to the start and a start picked as now a few seconds ago', () => {
    const startAt = '2026-11-22T09:59:30Z';
    expect(
      meetingTimes({ seatType: 'conference', isRecurring: true, startAt, endAt: startAt, zone: 'UTC' }, NOW)
        .endAt,
    ).toEqual(new Date(startAt));
  });

  // NOW is 10:00 in UTC, 15:30 in Kolkata (+05:30) and 05:00 in Toronto (-05:00 in November).
  it.each([
    ['UTC', '2026-11-22T23:59:00Z', '2026-11-23T00:00:00Z'],
    ['Asia/Kolkata', '2026-11-22T18:29:00Z', '2026-11-22T18:30:00Z'],
    ['America/Toronto', '2026-11-23T04:59:00Z', '2026-11-23T05:00:00Z'],
  ])('bounds a recurring start by the end of the day in %s', (zone, lastAccepted, firstRefused) => {
    const base = { seatType: 'conference' as const, isRecurring: true, zone };
    expect(meetingTimes({ ...base, startAt: lastAccepted }, NOW).startAt).toEqual(new Date(lastAccepted));
    expect(refusalOf(() => meetingTimes({ ...base, startAt: firstRefused }, NOW)).message).toBe(
      meetingMessages.startAfterToday,
    );
  });
});

describe('dates in the viewer zone', () => {
  it.each([
    ['UTC', 'Nov 22 2026, 10:00'],
    ['Asia/Kolkata', 'Nov 22 2026, 15:30'],
    ['America/Toronto', 'Nov 22 2026, 05:00'],
  ])('formats in %s', (zone, shown) => {
    expect(formatInZone(NOW, zone)).toBe(shown);
  });

  it('follows daylight saving time in Toronto', () => {
    expect(formatInZone(new Date('2026-07-01T10:00:00Z'), 'America/Toronto')).toBe('Jul 01 2026, 06:00');
  });
});
