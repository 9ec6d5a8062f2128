import { DEFAULT_SEAT_TYPE, SELECTABLE_SEAT_TYPES } from './constants';
import { scheduleMeetingSchema } from './meeting';
import { meetingMessages } from './messages';
import { isTimeZone } from './time-zone';

const form = {
  title: 'Weekly review',
  seatType: 'conference',
  isRecurring: false,
  zone: 'Asia/Kolkata',
  target: { kind: 'user', userId: 2 },
};

describe('the Schedule a Meeting form', () => {
  it('offers onetoone and conference, conference first chosen, webinar hidden', () => {
    expect(SELECTABLE_SEAT_TYPES).toEqual(['onetoone', 'conference']);
    expect(DEFAULT_SEAT_TYPE).toBe('conference');
  });

  it('names each missing or wrong field with the spec texts', () => {
    const result = scheduleMeetingSchema.safeParse({
      ...form,
      title: ' ',
      seatType: undefined,
      isRecurring: undefined,
      meetingNumber: '123',
    });
    const messages = Object.fromEntries(result.error?.issues.map((i) => [i.path.join('.'), i.message]) ?? []);
    expect(messages).toEqual({
      title: meetingMessages.titleRequired,
      seatType: meetingMessages.seatRequired,
      isRecurring: meetingMessages.typeRequired,
      meetingNumber: meetingMessages.meetingNumberInvalid,
    });
  });

  it('accepts an 11-digit meeting ID and dates with an offset', () => {
    const parsed = scheduleMeetingSchema.parse({
      ...form,
      meetingNumber: '12345678901',
      isRecurring: true,
      startAt: '2026-11-22T15:30:00+05:30',
      endAt: '2026-11-22T10:30:00Z',
    });
    expect(parsed.meetingNumber).toBe('12345678901');
  });

  it('knows IANA zones only', () => {
    expect(['UTC', 'Asia/Kolkata', 'America/Toronto'].every(isTimeZone)).toBe(true);
    expect(isTimeZone('Mars/Olympus')).toBe(false);
  });
});
