import { meetingMessages } from '@canstring/contracts';
import {
  initialScheduleValues,
  pickerBounds,
  proposedMeetingNumber,
  type ScheduleFormValues,
  scheduleInputOf,
  validateScheduleForm,
} from './schedule-form-values';

const now = new Date('2026-03-10T14:05:00');

const recurring = (startAt: string, endAt: string): ScheduleFormValues => ({
  ...initialScheduleValues(now, '12345678901'),
  title: 'Weekly review',
  isRecurring: 'true',
  startAt,
  endAt,
});

describe('schedule form rules (fixed clock)', () => {
  it('starts as a one-time conference from now to now + 30 min with an 11-digit Meeting ID', () => {
    const values = initialScheduleValues(now);
    expect(values).toMatchObject({
      seatType: 'conference',
      isRecurring: 'false',
      startAt: '2026-03-10T14:05',
      endAt: '2026-03-10T14:35',
    });
    expect(values.meetingNumber).toMatch(/^[1-9]\d{10}$/);
    expect(proposedMeetingNumber(() => 0)).toBe('10000000000');
  });

  it('bounds the start from now to the end of today and the end from the start', () => {
    expect(pickerBounds(now, '2026-03-10T16:00')).toEqual({
      startMin: '2026-03-10T14:05',
      startMax: '2026-03-10T23:59',
      endMin: '2026-03-10T16:00',
    });
  });

  it('requires title, a valid Meeting ID and, when recurring, start and end', () => {
    const errors = validateScheduleForm({ ...recurring('', ''), title: '  ', meetingNumber: '123' }, now);
    expect(errors).toEqual({
      title: meetingMessages.titleRequired,
      meetingNumber: meetingMessages.meetingNumberInvalid,
      startAt: meetingMessages.startRequired,
      endAt: meetingMessages.endRequired,
    });
  });

  it('accepts a one-time meeting without start and end', () => {
    expect(validateScheduleForm({ ...initialScheduleValues(now, '12345678901'), title: 'Now' }, now)).toEqual(
      {},
    );
  });

  it('refuses a recurring start in the past, after today, or an end before the start', () => {
    expect(validateScheduleForm(recurring('2026-03-10T13:00', '2026-03-10T15:00'), now).startAt).toBe(
      meetingMessages.startInPast,
    );
    expect(validateScheduleForm(recurring('2026-03-11T09:00', '2026-03-11T10:00'), now).startAt).toBe(
      meetingMessages.startAfterToday,
    );
    expect(validateScheduleForm(recurring('2026-03-10T16:00', '2026-03-10T15:00'), now).endAt).toBe(
      meetingMessages.endBeforeStart,
    );
    expect(validateScheduleForm(recurring('2026-03-10T16:00', '2026-03-10T17:00'), now)).toEqual({});
  });

  it('does not need a Meeting ID for a webinar and does not send one', () => {
    const webinar: ScheduleFormValues = {
      ...initialScheduleValues(now, ''),
      title: 'Town hall',
      seatType: 'webinar',
    };
    expect(validateScheduleForm(webinar, now)).toEqual({});
    expect(scheduleInputOf(webinar, 'UTC', { groupId: '4' })).not.toHaveProperty('meetingNumber');
  });

  it('sends start and end in ISO form for recurring meetings only', () => {
    const input = scheduleInputOf(recurring('2026-03-10T16:00', '2026-03-10T16:30'), 'Asia/Kolkata', {
      userId: '7',
    });
    expect(input).toEqual({
      title: 'Weekly review',
      meetingNumber: '12345678901',
      seatType: 'conference',
      isRecurring: true,
      startAt: new Date('2026-03-10T16:00').toISOString(),
      endAt: new Date('2026-03-10T16:30').toISOString(),
      zone: 'Asia/Kolkata',
      target: { userId: '7' },
    });
    const oneTime = scheduleInputOf({ ...initialScheduleValues(now, '12345678901'), title: 'x' }, 'UTC', {
      groupId: '1',
    });
    expect(oneTime).not.toHaveProperty('startAt');
    expect(oneTime.isRecurring).toBe(false);
  });
});
