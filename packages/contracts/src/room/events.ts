import { z } from 'zod';
import { roomFeatureChangesSchema } from './features';
import { participantIdSchema, roomParticipantSchema } from './participant';
import { ROOM_SIGNAL_METHODS, type RoomSignalMethod } from './signals';
import { roomFlagsSchema, roomStateSchema } from './state';

/**
 * What the room sends its participants. Every accepted signal is handed on under its own method, with
 * what it changed; besides those, the service's own:
 * - onInitialData: the whole state (on subscribe, after meetingInitialStatus, after a reconnect);
 * - onUserListMeeting: people joined, or their record changed (heartbeat, grants);
 * - onUserDisconnected: people left (left, silent past the grace, removed, meeting ended);
 * - onNameChange: someone renamed themself (editName);
 * - onHostAbsent / onHostReturned: no host by right present, or one back;
 * - onTempHostExpired: a temporary host's power ran out;
 * - meetingEnded: the organizer ended it, or the host stayed away 5 min (payload reason);
 * - candidateDisqualified: an exam's candidate left and did not return in time (payload { userId, reason }).
 */
export const ROOM_SERVICE_EVENTS = [
  'onInitialData',
  'onUserListMeeting',
  'onUserDisconnected',
  'onNameChange',
  'onHostAbsent',
  'onHostReturned',
  'onTempHostExpired',
  'meetingEnded',
  'candidateDisqualified',
] as const;
export type RoomServiceEvent = (typeof ROOM_SERVICE_EVENTS)[number];
export type RoomEventMethod = RoomSignalMethod | RoomServiceEvent;
export const roomEventMethodSchema = z.enum([...ROOM_SIGNAL_METHODS, ...ROOM_SERVICE_EVENTS] as unknown as [
  RoomEventMethod,
  ...RoomEventMethod[],
]);

export const MEETING_END_REASONS = ['stoppedByOrganizer', 'hostAbsent'] as const;
export type MeetingEndReason = (typeof MEETING_END_REASONS)[number];

/**
 * One event as the room service publishes it on `roomEventSubject(room)`. `version` is the state
 * version after the event: a change (of the flags, the people or a feature's snapshot) bumps it by one, a relay (chat, isSpeaking, content not kept) carries
 * the current one. A participant who sees a version jump has missed something and reads the state again.
 */
export const roomEventSchema = z.object({
  room: z.string(),
  version: z.number().int().nonnegative(),
  method: roomEventMethodSchema,
  /** The sender of a signal; null for the service's own events. */
  fromParticipantId: participantIdSchema.nullable(),
  /** The method's payload as JSON text (for meetingEnded: { reason }). */
  payload: z.string(),
  flags: roomFlagsSchema,
  /** Participants this event added or changed, whole. */
  participants: z.array(roomParticipantSchema),
  /** Participants this event removed. */
  left: z.array(participantIdSchema),
  /** The feature snapshots this event changed (features.ts); empty when none. */
  features: roomFeatureChangesSchema,
  /** Only these participants receive it (a private chat, onInitialData); null: everyone in the room. */
  audience: z.array(participantIdSchema).nullable(),
  /** onInitialData only: the whole state for its audience. */
  state: roomStateSchema.nullable(),
});
export type RoomEvent = z.infer<typeof roomEventSchema>;

/** Core NATS subject of one room's events: gateways subscribe while someone there watches the room. */
export const roomEventSubject = (room: string): string => `room.events.${room}`;
