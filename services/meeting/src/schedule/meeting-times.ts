import {
  AppError,
  ErrorCode,
  MEETING_DEFAULT_DURATION_MINUTES,
  MEETING_START_GRACE_MS,
  meetingMessages,
  NON_RECURRING_EXTRA_HOURS,
  type SeatType,
  WEBINAR_EXTRA_HOURS,
} from '@canstring/contracts';
import { endOfDayInZone } from '../time/zoned';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

export interface RequestedTimes {
  seatType: SeatType;
  isRecurring: boolean;
  startAt?: string;
  endAt?: string;
  /** The organizer's zone: "the end of the day" is the end of their day. */
  zone: string;
}

export interface MeetingTimes {
  isRecurring: boolean;
  startAt: Date;
  endAt: Date;
}

const refuse = (field: string, message: string) =>
  new AppError(ErrorCode.BadInput, message, { fields: { [field]: message } });

/**
 * The start and end a scheduled meeting gets (spec 2 §2.2, §4):
 * - webinar: forced non-recurring, start = end = now, then end + 168 h;
 * - one-time: starts now, end defaults to start + 30 min, then end + 2 h;
 * - recurring: start from now to the end of today in the organizer's zone, end not before start
 *   (defaulting to start + 30 min).
 */
export const meetingTimes = (requested: RequestedTimes, now: Date): MeetingTimes => {
  if (requested.seatType === 'webinar')
    return { isRecurring: false, startAt: now, endAt: new Date(now.getTime() + WEBINAR_EXTRA_HOURS * HOUR) };

  if (!requested.isRecurring) {
    const end = now.getTime() + MEETING_DEFAULT_DURATION_MINUTES * MINUTE;
    return { isRecurring: false, startAt: now, endAt: new Date(end + NON_RECURRING_EXTRA_HOURS * HOUR) };
  }

  if (!requested.startAt) throw refuse('startAt', meetingMessages.startRequired);
  const startAt = new Date(requested.startAt);
  if (startAt.getTime() < now.getTime() - MEETING_START_GRACE_MS)
    throw refuse('startAt', meetingMessages.startInPast);
  if (startAt.getTime() > endOfDayInZone(now, requested.zone).getTime())
    throw refuse('startAt', meetingMessages.startAfterToday);
  const endAt = requested.endAt
    ? new Date(requested.endAt)
    : new Date(startAt.getTime() + MEETING_DEFAULT_DURATION_MINUTES * MINUTE);
  if (endAt.getTime() < startAt.getTime()) throw refuse('endAt', meetingMessages.endBeforeStart);
  return { isRecurring: true, startAt, endAt };
};
