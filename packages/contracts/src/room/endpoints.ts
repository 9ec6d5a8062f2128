import { z } from 'zod';
import { actorSchema } from '../actor';
import { endpoint } from '../endpoint';
import { guestSchema } from '../guest/guest';
import { MEETING_LIST_MAX_LIMIT } from '../meeting/constants';
import { meetingAliasSchema } from '../meeting/meeting';
import { timeZoneSchema } from '../meeting/time-zone';
import { ROOM_SIGNAL_MAX_LENGTH } from './constants';
import { roomMessages } from './messages';
import { participantIdSchema } from './participant';
import { roomStateSchema } from './state';
import { keptWhiteboardSchema, WHITEBOARD_MAX_PAGES, whiteboardPageSchema } from './whiteboard';

/** Who is calling: a signed-in member or a guest admitted to one meeting. */
export const roomCallerSchema = z.union([
  z.object({ actor: actorSchema }).strict(),
  z.object({ guest: guestSchema }).strict(),
]);
export type RoomCaller = z.infer<typeof roomCallerSchema>;

const ok = z.object({ ok: z.literal(true) });
const boardPageNumber = z
  .number()
  .int()
  .min(0)
  .max(WHITEBOARD_MAX_PAGES - 1);
const version = z.object({ version: z.number().int().nonnegative() });

/**
 * The room service's endpoints. The service asks the meeting service whether the caller may enter
 * (and host) the meeting by its link, then keeps the live room in PostgreSQL so any instance serves
 * any room.
 */
export const roomEndpoints = {
  /**
   * Enters the room of a meeting link: as host when `asHost` and the meeting service says the caller
   * may host (else FORBIDDEN 'Not authorized to enter host page'); a non-host is refused while the
   * room is locked ('Meeting is locked, Please contact organiser') or after being removed.
   */
  join: endpoint(
    'room.join',
    z.object({
      caller: roomCallerSchema,
      alias: meetingAliasSchema,
      currentDate: z.iso.datetime({ offset: true }),
      zone: timeZoneSchema,
      windowId: z.string().trim().min(1).max(64),
      asHost: z.boolean().default(false),
      /** The mic as the device preview left it: on at entry when the room allows the mic. */
      audioEnabled: z.boolean().default(false),
      /**
       * The seat the caller was given in the device preview (`seat`): the participant gets it as
       * their id when it is theirs, for this room and unused; otherwise a new id.
       */
      seat: participantIdSchema.optional(),
    }),
    z.object({ participantId: participantIdSchema, state: roomStateSchema }),
  ),
  /**
   * A seat for the caller in the room of a meeting link, while they are in the device preview: the
   * same admission as `join` (the meeting service, the lock, a removal), without entering. The seat
   * is the participant id a `join` of the same caller gives them; the media service names its
   * preview pass after it.
   */
  seat: endpoint(
    'room.seat',
    z.object({
      caller: roomCallerSchema,
      alias: meetingAliasSchema,
      currentDate: z.iso.datetime({ offset: true }),
      zone: timeZoneSchema,
      asHost: z.boolean().default(false),
    }),
    z.object({
      seat: participantIdSchema,
      /** The meeting number. */
      room: z.string(),
      title: z.string(),
      /** The caller's earlier seats in this room given up for this one (ROOM_SEATS_PER_PERSON). */
      dropped: z.array(participantIdSchema),
    }),
  ),
  /** The meeting user record every 5 s: keeps the participant in the list; reports camera and mic. */
  heartbeat: endpoint(
    'room.heartbeat',
    z.object({
      caller: roomCallerSchema,
      participantId: participantIdSchema,
      videoEnabled: z.boolean(),
      audioEnabled: z.boolean(),
    }),
    version,
  ),
  /** One real-time method; `payload` is JSON text checked against the method's schema. */
  signal: endpoint(
    'room.signal',
    z.object({
      caller: roomCallerSchema,
      participantId: participantIdSchema,
      method: z.string().max(64),
      payload: z.string().max(ROOM_SIGNAL_MAX_LENGTH, roomMessages.badPayload),
    }),
    version,
  ),
  /** The current state for the caller's participant (onInitialData, or after a reconnect). */
  state: endpoint(
    'room.state',
    z.object({ caller: roomCallerSchema, participantId: participantIdSchema }),
    z.object({ state: roomStateSchema }),
  ),
  leave: endpoint(
    'room.leave',
    z.object({ caller: roomCallerSchema, participantId: participantIdSchema }),
    ok,
  ),
  /**
   * One page of the room's open whiteboard, its shapes oldest first, for the caller's participant
   * (a late joiner, a page turn); NOT_FOUND 'The whiteboard is not open' when none is.
   */
  boardPage: endpoint(
    'room.board.page',
    z.object({ caller: roomCallerSchema, participantId: participantIdSchema, page: boardPageNumber }),
    whiteboardPageSchema,
  ),
  /**
   * The boards kept after the sessions of these meetings, newest first: those of the meetings the
   * caller hosts (the others are left out, as a list of someone else's meetings would be).
   */
  boards: endpoint(
    'room.boards.list',
    z.object({
      actor: actorSchema,
      meetingNumbers: z
        .array(z.string().regex(/^\d{1,32}$/))
        .min(1)
        .max(MEETING_LIST_MAX_LIMIT),
    }),
    z.object({ boards: z.array(keptWhiteboardSchema) }),
  ),
  /**
   * One page of a kept board, for its download (the file server renders it): to the meeting's hosts
   * only (FORBIDDEN), NOT_FOUND for no such board or page.
   */
  keptBoardPage: endpoint(
    'room.board.kept.page',
    z.object({ actor: actorSchema, boardId: z.uuid(), page: boardPageNumber }),
    whiteboardPageSchema.extend({ pages: z.number().int().positive(), meetingNumber: z.string() }),
  ),
} as const;
