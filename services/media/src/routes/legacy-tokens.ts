import {
  AppError,
  ErrorCode,
  encodeLegacyMediaToken,
  fileServerPaths,
  legacyMediaTokenRequestSchema,
  messages,
  participantIdSchema,
} from '@canstring/contracts';
import { json, Router } from 'express';
import type { MediaDeps } from '../deps';
import { callerOf } from '../http/caller';
import { route } from '../http/route';
import { type LiveMedia, liveMediaNotConfigured } from '../live-media/live-media-deps';
import { issueRoomToken } from '../tokens/issue-room-token';

const unauthorized = () => new AppError(ErrorCode.Forbidden, messages.unauthorized);

/**
 * The old conference client's `POST {media}/tokens/` (spec 3 §7): body `room`, `user`, `role`, with
 * the caller's session token. `user` is the caller's participant id in that room (the meeting user
 * id the old client keeps); the answer is the encoded token, which decodes to `secure: 1`. Anyone
 * the room service does not admit there gets 'Un authorized' (spec 3 §5).
 */
export const legacyTokensRoutes = (deps: MediaDeps, media: LiveMedia | undefined): Router => {
  const router = Router();
  router.post(
    fileServerPaths.legacyMediaTokens,
    json({ limit: '4kb' }),
    route(deps.log, async (req, res) => {
      const actor = await callerOf(deps.verifier, req, res);
      if (!media) throw liveMediaNotConfigured();
      const body = legacyMediaTokenRequestSchema.safeParse(req.body ?? {});
      if (!body.success) throw new AppError(ErrorCode.BadInput, messages.invalidRequest);
      const participantId = participantIdSchema.safeParse(body.data.user);
      if (!participantId.success) throw unauthorized();
      let issued: Awaited<ReturnType<typeof issueRoomToken>>;
      try {
        issued = await issueRoomToken(media, { actor }, participantId.data, body.data.room);
      } catch (error) {
        if (error instanceof AppError && error.code !== ErrorCode.Unavailable) throw unauthorized();
        throw error;
      }
      const encoded = encodeLegacyMediaToken({
        secure: 1,
        room: body.data.room,
        user: body.data.user,
        role: issued.canPublish ? 'presenter' : 'viewer',
        token: issued.token,
        janusUrl: issued.janusUrl,
        janusRoomId: issued.janusRoomId,
        canPublish: issued.canPublish,
        expiresAt: issued.expiresAt,
      });
      res.status(200).type('text/plain').send(encoded);
    }),
  );
  return router;
};
