import {
  DEFAULT_SEAT_TYPE,
  MEETING_DEFAULT_DURATION_MINUTES,
  MEETING_NUMBER_LENGTH,
  MEETING_START_GRACE_MS,
  meetingMessages,
  type SeatType,
} from '@canstring/contracts';
import dayjs from 'dayjs';
import type { MeetingTargetInput, ScheduleMeetingInput } from '../graphql/types';

/** The form's values as the inputs hold them: Meeting Type 'false' (one-time) or 'true' (recurring). */
export interface ScheduleFormValues {
  title: string;
  meetingNumber: string;
  seatType: SeatType;
  isRecurring: 'true' | 'false';
  /** `datetime-local` values in the viewer's zone ('YYYY-MM-DDTHH:mm'). */
  startAt: string;
  endAt: string;
}

/** The value format of a `datetime-local` input. */
const LOCAL_INPUT_FORMAT = 'YYYY-MM-DDTHH:mm';

export const toLocalInput = (date: Date | dayjs.Dayjs): string => dayjs(date).format(LOCAL_INPUT_FORMAT);

/** A room id of MEETING_NUMBER_LENGTH digits, not starting with 0, proposed in the Meeting ID field. */
export const proposedMeetingNumber = (random: () => number = Math.random): string => {
  let digits = String(1 + Math.floor(random() * 9));
  while (digits.length < MEETING_NUMBER_LENGTH) digits += String(Math.floor(random() * 10));
  return digits;
};

/** End defaults to start plus 30 minutes (spec 2 §2.2). */
export const defaultEndFor = (start: string): string =>
  toLocalInput(dayjs(start).add(MEETING_DEFAULT_DURATION_MINUTES, 'minute'));

/** A fresh form: conference seat, one-time, start now and end 30 minutes later. */
export const initialScheduleValues = (
  now: Date,
  meetingNumber = proposedMeetingNumber(),
): ScheduleFormValues => {
  const start = toLocalInput(now);
  return {
    title: '',
    meetingNumber,
    seatType: DEFAULT_SEAT_TYPE,
    isRecurring: 'false',
    startAt: start,
    endAt: defaultEndFor(start),
  };
};

/** The pickers' bounds: start from now to the end of today, end from the chosen start. */
export const pickerBounds = (now: Date, startAt: string) => ({
  startMin: toLocalInput(now),
  startMax: toLocalInput(dayjs(now).endOf('day')),
  endMin: startAt || toLocalInput(now),
});

/** The rules of spec 2 §5 and the pickers' bounds, checked against the given clock. */
export const validateScheduleForm = (
  values: ScheduleFormValues,
  now: Date,
): Partial<Record<keyof ScheduleFormValues, string>> => {
  const errors: Partial<Record<keyof ScheduleFormValues, string>> = {};
  if (!values.title?.trim()) errors.title = meetingMessages.titleRequired;
  if (values.seatType !== 'webinar') {
    if (!new RegExp(`^\\d{${MEETING_NUMBER_LENGTH}}$`).test(values.meetingNumber?.trim() ?? ''))
      errors.meetingNumber = meetingMessages.meetingNumberInvalid;
  }
  if (!values.seatType) errors.seatType = meetingMessages.seatRequired;
  if (values.isRecurring !== 'true' && values.isRecurring !== 'false')
    errors.isRecurring = meetingMessages.typeRequired;
  if (values.isRecurring === 'true') {
    const start = values.startAt ? dayjs(values.startAt) : undefined;
    const end = values.endAt ? dayjs(values.endAt) : undefined;
    if (!start?.isValid()) errors.startAt = meetingMessages.startRequired;
    else if (start.valueOf() < now.getTime() - MEETING_START_GRACE_MS)
      errors.startAt = meetingMessages.startInPast;
    else if (start.isAfter(dayjs(now).endOf('day'))) errors.startAt = meetingMessages.startAfterToday;
    if (!end?.isValid()) errors.endAt = meetingMessages.endRequired;
    else if (start?.isValid() && end.isBefore(start)) errors.endAt = meetingMessages.endBeforeStart;
  }
  return errors;
};

/** What the gateway receives: start and end only for recurring meetings, in ISO form. */
export const scheduleInputOf = (
  values: ScheduleFormValues,
  zone: string,
  target: MeetingTargetInput,
): ScheduleMeetingInput => {
  const recurring = values.isRecurring === 'true';
  return {
    title: values.title.trim(),
    ...(values.seatType === 'webinar' ? {} : { meetingNumber: values.meetingNumber.trim() }),
    seatType: values.seatType,
    isRecurring: recurring,
    ...(recurring
      ? { startAt: dayjs(values.startAt).toISOString(), endAt: dayjs(values.endAt).toISOString() }
      : {}),
    zone,
    target,
  };
};
