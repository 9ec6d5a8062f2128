import { z } from 'zod';
import { TEXT_FIELD_MAX_LENGTH } from '../constants';
import {
  MEETING_LIST_DEFAULT_LIMIT,
  MEETING_LIST_MAX_LIMIT,
  MEETING_NUMBER_LENGTH,
  SEAT_TYPES,
} from './constants';
import { meetingMessages } from './messages';
import { timeZoneSchema } from './time-zone';

const id = z.number().int().positive();
const isoDate = z.iso.datetime({ offset: true, error: meetingMessages.invalidDate });

/** Who a meeting is with: one chat user or one group (spec 2 §3 to_user_id or group_id). */
export const meetingTargetSchema = z.discriminatedUnion(
  'kind',
  [z.object({ kind: z.literal('user'), userId: id }), z.object({ kind: z.literal('group'), groupId: id })],
  { error: meetingMessages.targetRequired },
);
export type MeetingTarget = z.infer<typeof meetingTargetSchema>;

export const seatTypeSchema = z.enum(SEAT_TYPES, { error: meetingMessages.seatRequired });

/**
 * The Schedule a Meeting form (spec 2 §2.2, §5). One-time meetings start now; start and end are
 * read only for recurring meetings. The time zone is the organizer's, for the end-of-day bound.
 */
export const scheduleMeetingSchema = z.object({
  title: z
    .string({ error: meetingMessages.titleRequired })
    .trim()
    .min(1, meetingMessages.titleRequired)
    .max(TEXT_FIELD_MAX_LENGTH),
  /** The room id; generated when absent, never taken for a webinar. */
  meetingNumber: z
    .string()
    .regex(new RegExp(`^\\d{${MEETING_NUMBER_LENGTH}}$`), meetingMessages.meetingNumberInvalid)
    .optional(),
  seatType: seatTypeSchema,
  isRecurring: z.boolean({ error: meetingMessages.typeRequired }),
  startAt: isoDate.optional(),
  endAt: isoDate.optional(),
  zone: timeZoneSchema,
  target: meetingTargetSchema,
});
export type ScheduleMeeting = z.input<typeof scheduleMeetingSchema>;

/** A stored meeting as its organizer gets it back after scheduling. */
export const meetingSchema = z.object({
  id,
  alias: z.string(),
  meetingNumber: z.string(),
  title: z.string(),
  organizerUserId: id,
  organizerFirstName: z.string(),
  organizerLastName: z.string().nullable(),
  target: meetingTargetSchema,
  seatType: seatTypeSchema,
  isRecurring: z.boolean(),
  zone: z.string(),
  startAt: z.string(),
  endAt: z.string(),
  active: z.boolean(),
  createdAt: z.string(),
});
export type Meeting = z.infer<typeof meetingSchema>;

/** One row of the schedule list (spec 2 §2.1), dates formatted in the viewer's zone. */
export const meetingListItemSchema = meetingSchema.extend({
  startDisplay: z.string(),
  endDisplay: z.string(),
  /** 'Recurring Meeting' or 'One-Time Meeting'. */
  meetingTypeLabel: z.string(),
  ended: z.boolean(),
  canJoin: z.boolean(),
  canStart: z.boolean(),
  canCopyLink: z.boolean(),
  canDelete: z.boolean(),
});
export type MeetingListItem = z.infer<typeof meetingListItemSchema>;

export const meetingListQuerySchema = z.object({
  zone: timeZoneSchema,
  offset: z.number().int().min(0).default(0),
  limit: z.number().int().min(1).max(MEETING_LIST_MAX_LIMIT).default(MEETING_LIST_DEFAULT_LIMIT),
});

export const meetingListSchema = z.object({
  meetings: z.array(meetingListItemSchema),
  total: z.number().int(),
});

/** What validating a meeting link answers (spec 3 §3 Meeting, §7), in the legacy field names. */
export const validatedMeetingSchema = z.object({
  meeting_number: z.string(),
  user_id: id,
  meet_type: seatTypeSchema,
  class_id: id.nullable(),
  session_name: z.string(),
});
export type ValidatedMeeting = z.infer<typeof validatedMeetingSchema>;

export const meetingAliasSchema = z.string().trim().min(1, meetingMessages.meetingNotFound).max(64);
