import { z } from 'zod';
import { TEXT_FIELD_MAX_LENGTH } from '../constants';
import { meetingTargetSchema, seatTypeSchema } from './meeting';
import { meetingMessages } from './messages';

const id = z.number().int().positive();

/**
 * What entering a meeting by its link needs (spec 3 §3 Meeting): the room, its title and seat, the
 * organizer, the times, and whether the caller may open the host page.
 */
export const meetingEntrySchema = z.object({
  meetingId: id,
  alias: z.string(),
  meetingNumber: z.string(),
  title: z.string(),
  seatType: seatTypeSchema,
  organizerUserId: id,
  organizerName: z.string(),
  /** The group of a class meeting (legacy class_id); null otherwise. */
  groupId: id.nullable(),
  startAt: z.string(),
  endAt: z.string(),
  /** The organizer or a holder of a host grant (never a guest). */
  canHost: z.boolean(),
});
export type MeetingEntry = z.infer<typeof meetingEntrySchema>;

/** The room name of legacy POST /createRoom and the instant-room mutation. */
export const roomNameSchema = z
  .string({ error: meetingMessages.roomNameRequired })
  .trim()
  .min(1, meetingMessages.roomNameRequired)
  .max(TEXT_FIELD_MAX_LENGTH);

/** A room started from the chat screen: an instant one-time conference its caller hosts. */
export const instantRoomSchema = z.object({
  id,
  alias: z.string(),
  meetingNumber: z.string(),
  name: z.string(),
});
export type InstantRoom = z.infer<typeof instantRoomSchema>;

/** An instant room still open and the host who started it (legacy GET /active-rooms). */
export const activeRoomSchema = z.object({
  room: z.string(),
  meetingNumber: z.string(),
  name: z.string(),
  userId: id,
});
export type ActiveRoom = z.infer<typeof activeRoomSchema>;

/** Which meeting an access check is about: its id, its room (meeting number) or its alias. */
export const meetingReferenceSchema = z.union([
  z.object({ meetingId: id }),
  z.object({ meetingNumber: z.string().regex(/^\d{1,32}$/) }),
  z.object({ alias: z.string().trim().min(1).max(64) }),
]);
export type MeetingReference = z.infer<typeof meetingReferenceSchema>;

/** The facts about a meeting other services need to decide on their own data (recordings). */
export const meetingFactsSchema = z.object({
  id,
  alias: z.string(),
  meetingNumber: z.string(),
  title: z.string(),
  organizerUserId: id,
  /** Null for an instant room. */
  target: meetingTargetSchema.nullable(),
});
export type MeetingFacts = z.infer<typeof meetingFactsSchema>;
