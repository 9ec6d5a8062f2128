import {
  AppError,
  ErrorCode,
  mediaMessages,
  ROOM_MEDIA_TOKEN_TTL_SECONDS,
  type RoomCaller,
  type RoomMediaToken,
  type RoomState,
  roomEndpoints,
  roomMessages,
} from '@canstring/contracts';
import { call } from '@canstring/service-kit';
import { JanusError } from '../janus/janus-admin';
import { feedIdOf, janusRoomIdOf, screenFeedIdOf } from '../janus/janus-ids';
import { mayPublish } from '../janus/publish-guard';
import type { LiveMedia } from '../live-media/live-media-deps';
import { turnCredentialsFor } from '../turn/turn-credentials';
import { newRoomMediaToken } from './room-media-token';

/**
 * A media token for a participant the room service admits to the caller: the room service answers
 * the state only for a participant the caller owns (else its own refusal). Creates the VideoRoom
 * when first needed, registers the token with Janus (core token authentication, and the room's
 * allowed list) and tells the guard who may publish.
 */
export const issueRoomToken = async (
  media: LiveMedia,
  caller: RoomCaller,
  participantId: string,
  /** The meeting number the caller claims (legacy route): another room's participant is refused. */
  expectedRoom?: string,
): Promise<RoomMediaToken & { state: RoomState }> => {
  const { state } = await call(media.nc, roomEndpoints.state, { caller, participantId });
  if (expectedRoom !== undefined && state.room !== expectedRoom)
    throw new AppError(ErrorCode.Forbidden, roomMessages.notInRoom);
  if (state.flags.ended) throw new AppError(ErrorCode.Forbidden, roomMessages.meetingOver);
  const me = state.participants.find((p) => p.participantId === participantId);
  if (!me) throw new AppError(ErrorCode.Forbidden, roomMessages.notInRoom);

  const janusRoomId = janusRoomIdOf(state.room);
  const expiry = Math.floor(Date.now() / 1000) + ROOM_MEDIA_TOKEN_TTL_SECONDS;
  const token = newRoomMediaToken({ janusRoomId, participantId, expiry });
  try {
    // The core's token and the room's allowed list are separate: both at once.
    await Promise.all([
      media.janus.addToken(token),
      media.rooms
        .ensure(janusRoomId, state.title.slice(0, 100) || state.room)
        .then(() => media.rooms.allow(janusRoomId, [token], 'add')),
    ]);
  } catch (error) {
    if (!(error instanceof JanusError)) throw error;
    media.log.warn({ err: error, janusRoomId }, 'Janus refused or did not answer a room token');
    throw new AppError(ErrorCode.Unavailable, mediaMessages.sfuUnavailable);
  }
  media.guard.seed(state);

  const ice = media.turn
    ? turnCredentialsFor(media.turn, participantId, ROOM_MEDIA_TOKEN_TTL_SECONDS).iceServers
    : [];
  return {
    janusUrl: media.janusWsUrl,
    janusRoomId,
    feedId: feedIdOf(participantId, media.secret),
    screenFeedId: screenFeedIdOf(participantId, media.secret),
    token,
    canPublish: mayPublish(me),
    iceServers: ice,
    expiresAt: new Date(expiry * 1000).toISOString(),
    state,
  };
};
