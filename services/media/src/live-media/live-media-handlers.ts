import {
  AppError,
  ErrorCode,
  MEDIA_CREDENTIALS_TTL_SECONDS,
  mediaEndpoints,
  mediaMessages,
} from '@canstring/contracts';
import { handler } from '@canstring/service-kit';
import { issuePreviewPass } from '../tokens/issue-preview-pass';
import { issueRoomToken, passFor } from '../tokens/issue-room-token';
import type { TurnSettings } from '../turn/turn-credentials';
import { turnCredentialsFor } from '../turn/turn-credentials';
import { type LiveMedia, liveMediaNotConfigured } from './live-media-deps';

/** `media.turn.credentials`: relay credentials named after the caller, for one hour. */
export const turnCredentialsHandler = (turn: TurnSettings | undefined) =>
  handler(mediaEndpoints.turnCredentials, async ({ caller }) => {
    if (!turn) throw new AppError(ErrorCode.Unavailable, mediaMessages.relayNotConfigured);
    const id = 'actor' in caller ? `u${caller.actor.userId}` : `g${caller.guest.guestId}`;
    return turnCredentialsFor(turn, id, MEDIA_CREDENTIALS_TTL_SECONDS);
  });

/** `media.room.token`: a Janus token for the caller's own participant in a live room. */
export const roomTokenHandler = (media: LiveMedia | undefined) =>
  handler(mediaEndpoints.roomToken, async ({ caller, participantId }) => {
    if (!media) throw liveMediaNotConfigured();
    const { state: _state, ...token } = await issueRoomToken(media, caller, participantId);
    return token;
  });

/** `media.room.joinPass`: the pass of a participant the room's join answer names. */
export const joinPassHandler = (media: LiveMedia | undefined) =>
  handler(mediaEndpoints.joinPass, async ({ participantId, state, previewToken }) => {
    if (!media) throw liveMediaNotConfigured();
    return passFor(media, state, participantId, previewToken);
  });

/** `media.room.previewPass`: the device preview's pass, for a caller the room would admit. */
export const previewPassHandler = (media: LiveMedia | undefined) =>
  handler(mediaEndpoints.previewPass, async (door) => {
    if (!media) throw liveMediaNotConfigured();
    return issuePreviewPass(media, door);
  });
