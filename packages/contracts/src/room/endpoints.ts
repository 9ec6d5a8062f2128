import { z } from 'zod';
import { actorSchema } from '../actor';
import { endpoint } from '../endpoint';
import { errorBodySchema } from '../errors';
import { guestSchema } from '../guest/guest';
import { MEETING_LIST_MAX_LIMIT } from '../meeting/constants';
import { meetingAliasSchema } from '../meeting/meeting';
import { timeZoneSchema } from '../meeting/time-zone';
import { ROOM_SIGNAL_MAX_LENGTH, ROOM_STATE_ASKS_MAX } from './constants';
import { roomMessages } from './messages';
import { participantIdSchema } from './participant';
import { roomChatMessageSchema, roomStateSchema } from './state';
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
const recordingControlSchema = z.object({
  caller: roomCallerSchema,
  meetingNumber: z.string().regex(/^\d{1,32}$/),
  participantId: participantIdSchema.optional(),
  /** Stop only: the recording meant (the legacy DELETE names it); another one running is left alone. */
  recordingId: z.string().max(200).optional(),
});

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
   * What someone at the door of a meeting link is told before anything is asked of them (open to
   * visitors): the meeting's title, whether its room is locked, and whether the caller was removed
   * from its session. An unknown or ended meeting is the meeting service's refusal ('Meeting not
   * found', 'Meeting has been ended').
   */
  door: endpoint(
    'room.door',
    z.object({
      caller: roomCallerSchema.optional(),
      alias: meetingAliasSchema,
      currentDate: z.iso.datetime({ offset: true }),
      zone: timeZoneSchema,
    }),
    z.object({
      title: z.string(),
      /** The room is locked now: no one but a host comes in. */
      locked: z.boolean(),
      /** The caller was removed from the room's session now: they do not come back in it. */
      removed: z.boolean(),
    }),
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
  /**
   * The state of one room for several of its participants at once, each asked for by its own caller
   * with the edge's assertion of that caller (checked ask by ask: the request itself names no one).
   * A gateway reads it once for the room subscriptions that start together: in a room of a thousand,
   * one whole state per subscription was the wall. The room as all see it, the chat any of them may
   * read, and for each participant admitted the private messages of that chat that are theirs to read;
   * the others are refused each with its own error (gone, someone else's, another room's, an assertion
   * not valid), never the whole read.
   */
  states: endpoint(
    'room.states',
    z.object({
      room: z.string().min(1).max(64),
      asks: z
        .array(
          z.object({
            caller: roomCallerSchema,
            participantId: participantIdSchema,
            assertion: z.string().min(1).max(4096),
          }),
        )
        .min(1)
        .max(ROOM_STATE_ASKS_MAX),
    }),
    z.object({
      view: roomStateSchema.omit({ chat: true }),
      chat: z.array(roomChatMessageSchema),
      readers: z.array(z.object({ participantId: participantIdSchema, privateChat: z.array(z.string()) })),
      refused: z.array(z.object({ participantId: participantIdSchema, error: errorBodySchema })),
    }),
  ),
  /**
   * The room of one of the caller's participants, without its state: a room subscription's first
   * check (FORBIDDEN 'notInRoom' for a participant that is gone or someone else's).
   */
  participantRoom: endpoint(
    'room.participant.room',
    z.object({ caller: roomCallerSchema, participantId: participantIdSchema }),
    z.object({ room: z.string() }),
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
  /**
   * Starts recording the room (host power only: FORBIDDEN 'Only the host can start or stop the
   * recording'; CONFLICT 'Recording is already running'). The media server captures every publisher,
   * the room announces `recordingStatus` with flags.recording and flags.recordingId to everyone.
   * Without `participantId` (the legacy media-server call) the caller's own participant in that room
   * is taken.
   */
  recordingStart: endpoint(
    'room.recording.start',
    recordingControlSchema,
    z.object({ recordingId: z.string() }),
    { timeoutMs: 20_000 },
  ),
  /**
   * Stops it (CONFLICT 'Recording is not running'); the recording is then composed into one video.
   * Ending the meeting, or the last host leaving, stops it the same way.
   */
  /**
   * Whether the room of a meeting link records now, for someone at its door (the device preview): told
   * before entering. The same admission as `seat` (its refusals otherwise).
   */
  recordingStatus: endpoint(
    'room.recording.status',
    z.object({
      caller: roomCallerSchema,
      alias: meetingAliasSchema,
      currentDate: z.iso.datetime({ offset: true }),
      zone: timeZoneSchema,
      asHost: z.boolean().default(false),
    }),
    z.object({ recording: z.boolean() }),
  ),
  recordingStop: endpoint(
    'room.recording.stop',
    recordingControlSchema,
    z.object({ recordingId: z.string() }),
    { timeoutMs: 20_000 },
  ),
  /**
   * The media server's word that a recording's capture stopped by itself (the disk filled up): the room
   * stops that recording as a host's stop would (what was captured is composed) and keeps the reason in
   * flags.recordingProblem for its hosts. A recording no longer running is left alone.
   */
  recordingCaptureStopped: endpoint(
    'room.recording.captureStopped',
    z.object({
      meetingNumber: z.string().min(1),
      recordingId: z.string().max(200),
      problem: z.string().max(500),
    }),
    z.object({ stopped: z.boolean() }),
  ),
} as const;
