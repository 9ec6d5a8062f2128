import { z } from 'zod';
import { actorSchema } from '../actor';
import { endpoint } from '../endpoint';
import {
  meetingAliasSchema,
  meetingListQuerySchema,
  meetingListSchema,
  meetingSchema,
  scheduleMeetingSchema,
  validatedMeetingSchema,
} from './meeting';
import { meetingMessages } from './messages';
import { timeZoneSchema } from './time-zone';

const id = z.number().int().positive();

/** The meeting service's endpoints; every call but validation carries the caller's actor. */
export const meetingEndpoints = {
  /** Hosts (role 1) only. */
  schedule: endpoint(
    'meeting.schedule',
    z.object({ actor: actorSchema, meeting: scheduleMeetingSchema }),
    z.object({ meeting: meetingSchema }),
  ),
  /** Meetings between the caller and one chat user. */
  listForUser: endpoint(
    'meeting.list.user',
    meetingListQuerySchema.extend({ actor: actorSchema, userId: id }),
    meetingListSchema,
  ),
  /** A group's meetings, for those who may read the group. */
  listForGroup: endpoint(
    'meeting.list.group',
    meetingListQuerySchema.extend({ actor: actorSchema, groupId: id }),
    meetingListSchema,
  ),
  /** The organizer or an administrator; the meeting stops being listed or joinable. */
  delete: endpoint(
    'meeting.delete',
    z.object({ actor: actorSchema, meetingId: id }),
    z.object({ ok: z.literal(true) }),
  ),
  /**
   * Checks a meeting link before entry (POST meeting/validation, or /user for guests and
   * temporary hosts, who have no actor). Unknown or ended meetings are refused.
   */
  validate: endpoint(
    'meeting.validate',
    z.object({
      actor: actorSchema.optional(),
      alias: meetingAliasSchema,
      currentDate: z.iso.datetime({ offset: true, error: meetingMessages.invalidDate }),
      zone: timeZoneSchema,
    }),
    z.object({ meeting: validatedMeetingSchema }),
  ),
  /** Whether the caller may open the host page of a meeting: its organizer only. */
  canHost: endpoint(
    'meeting.can-host',
    z.object({ actor: actorSchema, alias: meetingAliasSchema }),
    z.object({ canHost: z.boolean() }),
  ),
};
