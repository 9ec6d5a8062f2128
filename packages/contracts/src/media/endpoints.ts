import { z } from 'zod';
import { actorSchema } from '../actor';
import { endpoint } from '../endpoint';
import { roomCallerSchema } from '../room/endpoints';
import { participantIdSchema } from '../room/participant';
import { roomMediaTokenSchema, turnCredentialsSchema } from './live-media';
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
} as const;

export const MEDIA_SERVICE_NAME = 'media';
