import { z } from 'zod';
import { seatTypeSchema } from '../meeting/meeting';
import { roomFeaturesSchema } from './features';
import { participantIdSchema, roomParticipantSchema } from './participant';
import { sharedContentSchema } from './shared-content';

/** What the shared stage shows; whiteboard, document, mp4 and YouTube are mutually exclusive (spec 3 §4). */
export const DISPLAY_MODES = ['none', 'whiteboard', 'document', 'mp4', 'youtube'] as const;
export const displayModeSchema = z.enum(DISPLAY_MODES);
export type DisplayMode = z.infer<typeof displayModeSchema>;

/** The room-wide state beside the participant list; small, so every event carries it whole. */
export const roomFlagsSchema = z.object({
  started: z.boolean(),
  /** Set when the organizer ended the meeting; the room then admits no one. */
  ended: z.boolean(),
  locked: z.boolean(),
  recording: z.boolean(),
  recordingId: z.string().nullable(),
  /**
   * Why the last recording stopped by itself (the server's words, e.g. a full disk), told to the hosts
   * while the meeting goes on; null (or absent) otherwise, cleared when a recording starts.
   */
  recordingProblem: z.string().nullable().optional(),
  caption: z.boolean(),
  privateChatDisabled: z.boolean(),
  displayMode: displayModeSchema,
  /** The document or video being shown (spec 3 §3 Shared document), as the room service resolved it. */
  sharedContent: sharedContentSchema.nullable(),
  /** The one participant sharing a screen now. */
  screenSharerId: participantIdSchema.nullable(),
  /** Since when no host by right is present (ISO); the meeting ends 5 min later. */
  hostAbsentSince: z.string().nullable(),
});
export type RoomFlags = z.infer<typeof roomFlagsSchema>;

/** One room chat message: to everyone, or private between two participants. */
export const roomChatMessageSchema = z.object({
  id: z.string(),
  fromParticipantId: participantIdSchema,
  fromName: z.string(),
  /** Null for everyone. */
  toParticipantId: participantIdSchema.nullable(),
  message: z.string(),
  sentAt: z.string(),
});
export type RoomChatMessage = z.infer<typeof roomChatMessageSchema>;

/** Everything a participant needs on entry or after a reconnect (onInitialData). */
export const roomStateSchema = z.object({
  room: z.string(),
  alias: z.string(),
  title: z.string(),
  seatType: seatTypeSchema,
  organizerName: z.string(),
  startAt: z.string(),
  endAt: z.string(),
  /** Grows by one with every change of flags or participants; events carry it. */
  version: z.number().int().nonnegative(),
  flags: roomFlagsSchema,
  participants: z.array(roomParticipantSchema),
  /** Each shared-content feature's snapshot (features.ts). */
  features: roomFeaturesSchema,
  /** The room chat this participant may read, oldest first. */
  chat: z.array(roomChatMessageSchema),
});
export type RoomState = z.infer<typeof roomStateSchema>;
