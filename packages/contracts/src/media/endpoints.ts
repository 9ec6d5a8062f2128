import { z } from 'zod';
import { actorSchema } from '../actor';
import { endpoint } from '../endpoint';
import { recordingUniqueNameSchema } from '../recording/recording';
import { roomCallerSchema, roomEndpoints } from '../room/endpoints';
import { participantIdSchema } from '../room/participant';
import { roomStateSchema } from '../room/state';
import { roomMediaTokenSchema, roomPreviewPassSchema, turnCredentialsSchema } from './live-media';
import { uploadSchema, uploadUniqueNameSchema } from './upload';

/** The media service's NATS endpoints. */
export const mediaEndpoints = {
  /** An upload, to its owner only (NOT_FOUND, or FORBIDDEN for anyone else). */
  uploadsGet: endpoint(
    'media.uploads.get',
    z.object({ actor: actorSchema, uniqueName: uploadUniqueNameSchema }),
    z.object({ upload: uploadSchema }),
  ),
  /** Short-lived relay (TURN) credentials for any signed-in member or admitted guest (calls, rooms). */
  turnCredentials: endpoint(
    'media.turn.credentials',
    z.object({ caller: roomCallerSchema }),
    turnCredentialsSchema,
  ),
  /**
   * A media token for the caller's participant in a live room: only for a participant the room
   * service admits to the caller (else FORBIDDEN 'Un authorized'). Creates the SFU room when first
   * needed and registers the token with the SFU.
   */
  roomToken: endpoint(
    'media.room.token',
    z.object({ caller: roomCallerSchema, participantId: participantIdSchema }),
    roomMediaTokenSchema,
  ),
  /**
   * The pass of a participant the room service has just let in, with the room's answer to that join
   * (its state, as the caller's participant sees it): what `roomToken` gives, without asking the room
   * service again. The gateway's join asks it.
   */
  joinPass: endpoint(
    'media.room.joinPass',
    z.object({
      participantId: participantIdSchema,
      state: roomStateSchema,
      previewToken: z.string().max(200).optional(),
    }),
    roomMediaTokenSchema,
  ),
  /**
   * The preview's pass to the SFU for the caller, who is in the device preview of a meeting link:
   * only when the room service would admit them (its refusal otherwise).
   */
  previewPass: endpoint('media.room.previewPass', roomEndpoints.seat.input, roomPreviewPassSchema),
  /**
   * The room service, when a room starts recording: every publisher of the SFU room (and each one
   * that publishes later) is recorded to DATA_DIR/recording-tracks/<recordingId>/ with its manifest.
   * Refuses with 'The recording could not go on: the server has no disk space left...' when the
   * disk is full.
   */
  recordingStart: endpoint(
    'media.recording.start',
    z.object({
      meetingNumber: z.string(),
      recordingId: recordingUniqueNameSchema,
      /** Who is in the room now (their feeds are named after them); later joiners come with the room's events. */
      people: z
        .array(z.object({ participantId: participantIdSchema, name: z.string().max(200) }))
        .max(1000)
        .default([]),
    }),
    z.object({ ok: z.literal(true) }),
    { timeoutMs: 15_000 },
  ),
  /** Stops capturing; what was captured stays in the tracks folder. Answers the same when asked twice. */
  recordingStop: endpoint(
    'media.recording.stop',
    z.object({ meetingNumber: z.string(), recordingId: recordingUniqueNameSchema }),
    z.object({ ok: z.literal(true) }),
    { timeoutMs: 15_000 },
  ),
  /**
   * Paths (on the file server) that play a ready recording in the page and its captions, with a
   * short-lived play ticket standing for the caller: only to those who may download it.
   */
  recordingPlayTicket: endpoint(
    'media.recording.playTicket',
    z.object({ actor: actorSchema, uniqueName: recordingUniqueNameSchema }),
    z.object({ playPath: z.string(), captionsPath: z.string().nullable(), expiresAt: z.string() }),
  ),
} as const;

export const MEDIA_SERVICE_NAME = 'media';
