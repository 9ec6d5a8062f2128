import {
  AppError,
  ErrorCode,
  EXAM_ROOM_PUBLISHERS,
  ROOM_MEDIA_TOKEN_TTL_SECONDS,
  type RoomCaller,
  type RoomMediaToken,
  type RoomState,
  roomEndpoints,
  roomMessages,
} from '@canstring/contracts';
import { call } from '@canstring/service-kit';
import { feedIdOf, janusRoomIdOf, screenFeedIdOf } from '../janus/janus-ids';
import { ROOM_PUBLISHERS } from '../janus/janus-rooms';
import { mayPublish } from '../janus/publish-guard';
import type { LiveMedia } from '../live-media/live-media-deps';
import { turnCredentialsFor } from '../turn/turn-credentials';
import { registerWithJanus } from './register-with-janus';
import { newRoomMediaToken, parseRoomMediaToken } from './room-media-token';

/**
 * The parts of a preview's token that may go on as this participant's: issued by this service for
 * this room, named after this participant (the seat their join took), and not about to expire.
 */
const previewKept = (token: string, janusRoomId: number, participantId: string) => {
  const parts = parseRoomMediaToken(token);
  const fresh = parts !== null && parts.expiry * 1000 > Date.now() + PREVIEW_TOKEN_MIN_LEFT_MS;
  return fresh && parts.janusRoomId === janusRoomId && parts.participantId === participantId ? parts : null;
};

/** A preview's token with less time left than this is not kept: a new one is issued. */
const PREVIEW_TOKEN_MIN_LEFT_MS = 60 * 60_000;

/**
 * A media token for a participant the room service admits to the caller: the room service answers
 * the state only for a participant the caller owns (else its own refusal); then `passFor`.
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
  return { ...(await passFor(media, state, participantId)), state };
};

/**
 * The pass of a participant in the room as the room service answered it (its state call, or the
 * join that just made them): the VideoRoom made when first needed, the token registered with Janus
 * (core token authentication, and the room's allowed list), and the guard told who may publish. The
 * preview's token, when the participant entered with its seat, is kept: the session the preview
 * opened with it goes on into the room.
 */
export const passFor = async (
  media: LiveMedia,
  state: RoomState,
  participantId: string,
  previewToken?: string,
): Promise<RoomMediaToken> => {
  if (state.flags.ended) throw new AppError(ErrorCode.Forbidden, roomMessages.meetingOver);
  const me = state.participants.find((p) => p.participantId === participantId);
  if (!me) throw new AppError(ErrorCode.Forbidden, roomMessages.notInRoom);

  const janusRoomId = janusRoomIdOf(state.room, media.secret);
  const preview = previewToken === undefined ? null : previewKept(previewToken, janusRoomId, participantId);
  const expiry = preview?.expiry ?? Math.floor(Date.now() / 1000) + ROOM_MEDIA_TOKEN_TTL_SECONDS;
  const token = preview
    ? (previewToken as string)
    : newRoomMediaToken({ janusRoomId, participantId, expiry });
  // The room's server: where it is placed, or the least-loaded answering one (its old one lost).
  const server = await media.placement.place(janusRoomId);
  // The core's token and the room's allowed list are separate: both at once. A preview's token is
  // in the core already (one that is not opens nothing: the allowed list alone lets no one in).
  await registerWithJanus(media, janusRoomId, [
    preview ? Promise.resolve() : server.admin.addToken(token),
    server.rooms.allowMade(
      janusRoomId,
      state.title.slice(0, 100) || state.room,
      [token],
      state.features.exam ? EXAM_ROOM_PUBLISHERS : ROOM_PUBLISHERS,
    ),
  ]);
  media.guard.seed(state);

  const ice = server.turn
    ? turnCredentialsFor(server.turn, participantId, ROOM_MEDIA_TOKEN_TTL_SECONDS).iceServers
    : [];
  return {
    janusUrl: server.wsUrl,
    janusRoomId,
    feedId: feedIdOf(participantId, media.secret),
    screenFeedId: screenFeedIdOf(participantId, media.secret),
    token,
    canPublish: mayPublish(me),
    iceServers: ice,
    expiresAt: new Date(expiry * 1000).toISOString(),
  };
};
