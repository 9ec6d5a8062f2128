import { z } from 'zod';

/** A participant's id in a room (the legacy meeetingUserId): a UUID the room service gives at join. */
export const participantIdSchema = z.uuid();

export const USER_MODES = ['presenter', 'viewer'] as const;
export const userModeSchema = z.enum(USER_MODES);
export type UserMode = z.infer<typeof userModeSchema>;

/**
 * One person in a live room: the fields of the meeting user record (spec 3 §3) as the room service
 * keeps them. The room service alone writes every flag; a client's heartbeat only reports its own
 * camera and mic state, and only within its grants.
 */
export const roomParticipantSchema = z.object({
  participantId: participantIdSchema,
  /** The meeting number. */
  room: z.string(),
  /** The account, for a signed-in member; null for a guest. */
  userId: z.number().int().positive().nullable(),
  /** The guest, for a guest; null for a member. */
  guestId: z.uuid().nullable(),
  userName: z.string(),
  /** The browser window the participant joined from (one person may have two tabs). */
  windowId: z.string(),
  videoEnabled: z.boolean(),
  audioEnabled: z.boolean(),
  userMode: userModeSchema,
  /** False marks the host (the organizer or a holder of a host grant), as in the legacy record. */
  public: z.boolean(),
  /** Hosts by right: the organizer or a holder of a host grant. */
  isHost: z.boolean(),
  /** Holds the hosting by transfer until `tempHostUntil`. */
  temphost: z.boolean(),
  tempHostUntil: z.string().nullable(),
  wbAllowed: z.boolean(),
  screenAllowed: z.boolean(),
  micAllowed: z.boolean(),
  camAllowed: z.boolean(),
  handRaised: z.boolean(),
  phone: z.string().nullable(),
  webinar: z.boolean(),
  joinedAt: z.string(),
});
export type RoomParticipant = z.infer<typeof roomParticipantSchema>;

/** Whether a participant holds host power now: a host by right, or a temporary host. */
export const holdsHostPower = (p: Pick<RoomParticipant, 'isHost' | 'temphost'>): boolean =>
  p.isHost || p.temphost;
