import {
  type EndpointInput,
  EXAM_ROOM_PUBLISHERS,
  examIdOfAlias,
  type mediaEndpoints,
  ROOM_MEDIA_TOKEN_TTL_SECONDS,
  type RoomPreviewPass,
  roomEndpoints,
} from '@canstring/contracts';
import { call } from '@canstring/service-kit';
import { janusRoomIdOf } from '../janus/janus-ids';
import { ROOM_PUBLISHERS } from '../janus/janus-rooms';
import type { LiveMedia } from '../live-media/live-media-deps';
import { turnCredentialsFor } from '../turn/turn-credentials';
import { registerWithJanus } from './register-with-janus';
import { removeTokens } from './remove-tokens';
import { newRoomMediaToken } from './room-media-token';

/**
 * The device preview's pass: the room service gives the caller a seat (admitted as a join would
 * be), and a token named after that seat is registered with Janus's core only. It opens a session
 * and attaches, but joins nothing: the room's allowed list gets it when the caller joins with the
 * seat (issueRoomToken). Until then it is swept like any token: at its expiry, or when the person's
 * newer seats give this one up (ROOM_SEATS_PER_PERSON).
 */
export const issuePreviewPass = async (
  media: LiveMedia,
  door: EndpointInput<typeof mediaEndpoints.previewPass>,
): Promise<RoomPreviewPass> => {
  const { seat, room, title, dropped } = await call(media.nc, roomEndpoints.seat, door);
  const janusRoomId = janusRoomIdOf(room, media.secret);
  const expiry = Math.floor(Date.now() / 1000) + ROOM_MEDIA_TOKEN_TTL_SECONDS;
  const token = newRoomMediaToken({ janusRoomId, participantId: seat, expiry });
  // The room is made now too, so the join only has to put the token on its allowed list.
  const server = await media.placement.place(janusRoomId);
  await registerWithJanus(media, janusRoomId, [
    server.admin.addToken(token),
    server.rooms.ensure(
      janusRoomId,
      title.slice(0, 100) || room,
      examIdOfAlias(door.alias) === null ? ROOM_PUBLISHERS : EXAM_ROOM_PUBLISHERS,
    ),
  ]);
  // The seats given up for this one: their passes end (a session they opened with it too).
  if (dropped.length) {
    const gone = new Set(dropped);
    await removeTokens(media, (parts) => parts.janusRoomId === janusRoomId && gone.has(parts.participantId));
  }
  const ice = server.turn
    ? turnCredentialsFor(server.turn, seat, ROOM_MEDIA_TOKEN_TTL_SECONDS).iceServers
    : [];
  return {
    janusUrl: server.wsUrl,
    token,
    seat,
    iceServers: ice,
    expiresAt: new Date(expiry * 1000).toISOString(),
  };
};
