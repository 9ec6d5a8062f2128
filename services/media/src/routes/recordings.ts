import { AppError, ErrorCode, recordingEndpoints, recordingMessages } from '@canstring/contracts';
import { call } from '@canstring/service-kit';
import { Router } from 'express';
import type { MediaDeps } from '../deps';
import { recordingPathOf } from '../files/locations';
import { callerOf } from '../http/caller';
import { route } from '../http/route';
import { sendDownload } from '../http/send-file';

const MKV = '.mkv';
const MKV_MIME_TYPE = 'video/x-matroska';
const uniqueNameShape = /^[A-Za-z0-9_-]{1,128}$/;

/**
 * `GET /recordings/<unique name>.mkv` (spec 2 §2.5): the recording service decides who may have it
 * (whoever may see its meeting) and names the download; the file is the one it keeps under
 * DATA_DIR/recordings.
 */
export const recordingsRoutes = (deps: MediaDeps): Router => {
  const router = Router();
  router.get(
    '/recordings/:file',
    route(deps.log, async (req, res) => {
      const actor = await callerOf(deps.verifier, req, res);
      const file = String(req.params.file);
      const uniqueName = file.endsWith(MKV) ? file.slice(0, -MKV.length) : '';
      if (!uniqueNameShape.test(uniqueName))
        throw new AppError(ErrorCode.NotFound, recordingMessages.recordingNotFound);
      const allowed = await call(
        deps.nc,
        recordingEndpoints.authorizeDownload,
        { actor, uniqueName },
        { requestId: res.locals.requestId as string },
      );
      const name = allowed.fileName.toLowerCase().endsWith(MKV)
        ? allowed.fileName
        : `${allowed.fileName}${MKV}`;
      await sendDownload(
        res,
        recordingPathOf(deps.dataDir, allowed.uniqueName),
        name,
        MKV_MIME_TYPE,
        recordingMessages.recordingNotFound,
      );
    }),
  );
  return router;
};
