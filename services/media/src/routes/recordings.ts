import { existsSync } from 'node:fs';
import path from 'node:path';
import {
  AppError,
  ErrorCode,
  recordingCaptionsRelativePath,
  recordingEndpoints,
  recordingMessages,
  recordingRenditionRelativePath,
} from '@canstring/contracts';
import { call } from '@canstring/service-kit';
import { Router } from 'express';
import type { MediaDeps } from '../deps';
import { recordingPathOf } from '../files/locations';
import { callerOf } from '../http/caller';
import { verifyPlayTicket } from '../http/play-ticket';
import { route } from '../http/route';
import { sendDownload } from '../http/send-file';
import { recordingTicketSubject } from '../recording/recording-playback';

const MKV_MIME_TYPE = 'video/x-matroska';
const uniqueNameShape = /^[A-Za-z0-9_-]{1,128}$/;
const recordingFile = /^([A-Za-z0-9_-]{1,128})\.(mkv|webm|vtt)$/;

const notFound = () => new AppError(ErrorCode.NotFound, recordingMessages.recordingNotFound);

/**
 * `GET /recordings/<unique name>.mkv` (spec 2 §2.5): the recording service decides who may have it
 * (whoever may see its meeting) and names the download; the file is the one it keeps under
 * DATA_DIR/recordings. `.webm` (the browser rendition, with HTTP Range) and `.vtt` (its captions)
 * are played in the page with a play ticket in the query instead of the session's header.
 */
export const recordingsRoutes = (deps: MediaDeps): Router => {
  const router = Router();
  router.get(
    '/recordings/:file',
    route(deps.log, async (req, res) => {
      const [, uniqueName = '', kind] = recordingFile.exec(String(req.params.file)) ?? [];
      if (!kind || !uniqueNameShape.test(uniqueName)) throw notFound();
      if (kind !== 'mkv') {
        const ticket = typeof req.query.ticket === 'string' ? req.query.ticket : undefined;
        verifyPlayTicket(ticket, recordingTicketSubject(uniqueName));
        const relative =
          kind === 'webm'
            ? recordingRenditionRelativePath(uniqueName)
            : recordingCaptionsRelativePath(uniqueName);
        const file = path.join(deps.dataDir, relative);
        if (!existsSync(file)) throw notFound();
        await new Promise<void>((resolve, reject) => {
          res.sendFile(
            file,
            {
              acceptRanges: true,
              headers: {
                'Content-Type': kind === 'webm' ? 'video/webm' : 'text/vtt; charset=utf-8',
                'Cache-Control': 'private, max-age=3600',
                'X-Content-Type-Options': 'nosniff',
              },
            },
            (error) => (error && !res.headersSent ? reject(error) : resolve()),
          );
        });
        return;
      }
      const actor = await callerOf(deps.verifier, req, res);
      const allowed = await call(
        deps.nc,
        recordingEndpoints.authorizeDownload,
        { actor, uniqueName },
        { requestId: res.locals.requestId as string },
      );
      const name = allowed.fileName.toLowerCase().endsWith('.mkv')
        ? allowed.fileName
        : `${allowed.fileName}.mkv`;
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
