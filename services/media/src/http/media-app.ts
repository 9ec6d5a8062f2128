import { ErrorCode } from '@canstring/contracts';
import express, { type Express } from 'express';
import type { MediaDeps } from '../deps';
import type { PublisherNews } from '../janus/janus-events';
import type { LiveMedia } from '../live-media/live-media-deps';
import { attachmentsRoutes } from '../routes/attachments';
import { boardImagesRoutes } from '../routes/board-images';
import { healthRoutes } from '../routes/health';
import { janusEventsRoutes } from '../routes/janus-events';
import { keptBoardsRoutes } from '../routes/kept-boards';
import { legacyRecordingsRoutes } from '../routes/legacy-recordings';
import { legacyTokensRoutes } from '../routes/legacy-tokens';
import { legacyUploadRoutes } from '../routes/legacy-upload';
import { lessonFilesRoutes } from '../routes/lesson-files';
import { proctoringReportsRoutes } from '../routes/proctoring-reports';
import { proctoringStillsRoutes } from '../routes/proctoring-stills';
import { recordingsRoutes } from '../routes/recordings';
import { sharedContentRoutes } from '../routes/shared-content';
import { corsMiddleware } from './cors';
import { requestIdMiddleware } from './request-id';

/**
 * The file server's HTTP routes; with live media, also the route Janus posts its events to
 * (`publishersChanged` takes in Janus's news of publishers and checks their rooms at once).
 */
export const mediaApp = (
  deps: MediaDeps,
  allowedOrigins: string[],
  media?: LiveMedia,
  publishersChanged?: (news: PublisherNews) => void,
): Express => {
  const app = express();
  app.disable('x-powered-by');
  app.set('etag', false);
  app.use(requestIdMiddleware);
  app.use(corsMiddleware(allowedOrigins));
  app.use(healthRoutes(deps));
  app.use(janusEventsRoutes(media?.secret, publishersChanged));
  app.use(attachmentsRoutes(deps));
  app.use(legacyUploadRoutes(deps));
  app.use(legacyTokensRoutes(deps, media));
  app.use(recordingsRoutes(deps));
  app.use(legacyRecordingsRoutes(deps));
  app.use(boardImagesRoutes(deps));
  app.use(sharedContentRoutes(deps));
  app.use(keptBoardsRoutes(deps));
  app.use(proctoringStillsRoutes(deps));
  app.use(proctoringReportsRoutes(deps));
  app.use(lessonFilesRoutes(deps));
  app.use((_req, res) => {
    res.status(404).json({ success: false, code: ErrorCode.NotFound, message: 'Not found.' });
  });
  return app;
};
