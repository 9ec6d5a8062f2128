import {
  AppError,
  ErrorCode,
  fileServerPaths,
  messages,
  recordingEndpoints,
  recordingUniqueNameSchema,
  roomEndpoints,
} from '@canstring/contracts';
import { call } from '@canstring/service-kit';
import { json, Router } from 'express';
import { z } from 'zod';
import type { MediaDeps } from '../deps';
import { callerOf } from '../http/caller';
import { route } from '../http/route';

const meetingNumber = z.string().regex(/^\d{1,32}$/);
const moveRecordingSchema = z.object({
  fileName: z.string().max(200),
  email: z.email().optional(),
});
const badInput = () => new AppError(ErrorCode.BadInput, messages.invalidRequest);

/**
 * The old client's recording calls on the media server (spec 3 §7), backed by what the toolbar's
 * button uses: `POST /rooms/{room}/recordings` starts recording the room (the caller must hold host
 * power there; the body's `media` and `container` are what the server records anyway: every
 * publisher, one .mkv) and answers `{ id }`; `DELETE /rooms/{room}/recordings/{id}` stops it;
 * `POST /moveRecording { fileName: '<id>.mkv', email }` mails the recording's link.
 */
export const legacyRecordingsRoutes = (deps: MediaDeps): Router => {
  const router = Router();
  const options = (res: { locals: Record<string, unknown> }) => ({
    requestId: res.locals.requestId as string,
  });
  router.post(
    '/rooms/:room/recordings',
    json({ limit: '16kb' }),
    route(deps.log, async (req, res) => {
      const actor = await callerOf(deps.verifier, req, res);
      const room = meetingNumber.safeParse(req.params.room);
      if (!room.success) throw badInput();
      const { recordingId } = await call(
        deps.nc,
        roomEndpoints.recordingStart,
        { caller: { actor }, meetingNumber: room.data },
        options(res),
      );
      res.status(200).json({ id: recordingId });
    }),
  );
  router.delete(
    '/rooms/:room/recordings/:id',
    route(deps.log, async (req, res) => {
      const actor = await callerOf(deps.verifier, req, res);
      const room = meetingNumber.safeParse(req.params.room);
      const id = recordingUniqueNameSchema.safeParse(req.params.id);
      if (!room.success || !id.success) throw badInput();
      await call(
        deps.nc,
        roomEndpoints.recordingStop,
        { caller: { actor }, meetingNumber: room.data, recordingId: id.data },
        options(res),
      );
      res.status(200).json({ success: true });
    }),
  );
  router.post(
    fileServerPaths.legacyMoveRecording,
    json({ limit: '4kb' }),
    route(deps.log, async (req, res) => {
      const actor = await callerOf(deps.verifier, req, res);
      const body = moveRecordingSchema.safeParse(req.body ?? {});
      if (!body.success) throw badInput();
      const uniqueName = recordingUniqueNameSchema.safeParse(body.data.fileName.replace(/\.mkv$/i, ''));
      if (!uniqueName.success) throw badInput();
      await call(
        deps.nc,
        recordingEndpoints.mailLink,
        { actor, uniqueName: uniqueName.data, ...(body.data.email ? { email: body.data.email } : {}) },
        options(res),
      );
      res.status(200).json({ success: true });
    }),
  );
  return router;
};
