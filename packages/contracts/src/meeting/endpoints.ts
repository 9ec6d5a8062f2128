import { z } from 'zod';
import { actorSchema } from '../actor';
import { endpoint } from '../endpoint';
import { guestNameSchema, guestPassSchema, guestPhoneSchema, guestSchema } from '../guest/guest';
import {
  activeRoomSchema,
  instantRoomSchema,
  meetingEntrySchema,
  meetingFactsSchema,
  meetingReferenceSchema,
  roomNameSchema,
} from './entry';
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
const ok = z.object({ ok: z.literal(true) });

/** The visitor's clock and zone as the entry screens send them (spec 3 §7 validation). */
const visit = {
  alias: meetingAliasSchema,
  currentDate: z.iso.datetime({ offset: true, error: meetingMessages.invalidDate }),
  zone: timeZoneSchema,
};

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
  /** Whether the caller may open the host page of a meeting: its organizer or a holder of a host grant. */
  canHost: endpoint(
    'meeting.can-host',
    z.object({ actor: actorSchema, alias: meetingAliasSchema }),
    z.object({ canHost: z.boolean() }),
  ),
  /**
   * Entry by link for a signed-in member (any meeting whose link they have) or a guest (only the
   * meeting their pass names). Unknown: NOT_FOUND 'Meeting not found'; ended: 'Meeting has been ended'.
   */
  entry: endpoint(
    'meeting.entry',
    z.object({ actor: actorSchema.optional(), guest: guestSchema.optional(), ...visit }),
    z.object({ entry: meetingEntrySchema }),
  ),
  /** The host page: as entry, but FORBIDDEN 'Not authorized to enter host page' unless organizer or granted. */
  hostEntry: endpoint(
    'meeting.host-entry',
    z.object({ actor: actorSchema, ...visit }),
    z.object({ entry: meetingEntrySchema }),
  ),
  /** Open to visitors: checks the meeting may be entered, then has the user service issue a guest pass. */
  guestPass: endpoint(
    'meeting.guest-pass',
    z.object({ name: guestNameSchema, phone: guestPhoneSchema, ...visit }),
    z.object({ pass: guestPassSchema, entry: meetingEntrySchema }),
  ),
  /** The organizer lets an active account open the host page (grant) or stops it (revoke). */
  grantHost: endpoint(
    'meeting.host-grants.grant',
    z.object({ actor: actorSchema, alias: meetingAliasSchema, userId: id }),
    ok,
  ),
  revokeHost: endpoint(
    'meeting.host-grants.revoke',
    z.object({ actor: actorSchema, alias: meetingAliasSchema, userId: id }),
    ok,
  ),
  /**
   * Whether the caller may see a meeting (its recordings): the organizer, a granted host, the user a
   * one-to-one meeting is with, the members of its group, and administrators. Deleted meetings count:
   * their recordings stay reachable. For a room number shared by several meetings, the newest the
   * caller may see answers.
   */
  access: endpoint(
    'meeting.access',
    z.object({ actor: actorSchema, meeting: meetingReferenceSchema }),
    z.object({ allowed: z.boolean(), canHost: z.boolean(), meeting: meetingFactsSchema.nullable() }),
  ),
  /** Hosts (role 1): an instant one-time conference the caller hosts, with no user or group. */
  createRoom: endpoint(
    'meeting.rooms.create',
    z.object({ actor: actorSchema, name: roomNameSchema }),
    z.object({ room: instantRoomSchema }),
  ),
  /**
   * Instant rooms not ended (by their scheduled end). The live-room runtime will narrow this to rooms
   * with people in them.
   */
  activeRooms: endpoint(
    'meeting.rooms.active',
    z.object({ actor: actorSchema }),
    z.object({ rooms: z.array(activeRoomSchema) }),
  ),
};
