import {
  AppError,
  attachmentMessages,
  DEFAULT_DOCUMENT_PAGES,
  ErrorCode,
  fileServerPaths,
  type LegacyUploadAnswer,
  legacyUploadFields,
} from '@canstring/contracts';
import { Router } from 'express';
import type { MediaDeps } from '../deps';
import { acceptUpload } from '../files/accept-upload';
import { forgetUploadAndFile } from '../files/forget-upload';
import { callerOf } from '../http/caller';
import { route } from '../http/route';

/**
 * The old client's `POST /upload` (spec 2 §7): multipart `sampleFile`, `userId`, `room`, `name`,
 * `description`. The file is checked as any attachment and recorded as the caller's; the old client
 * then shares it with POST /meets/attachments. `userId`, when given, must be the caller. No document
 * is converted here, so the page count is the specification's default.
 */
export const legacyUploadRoutes = (deps: MediaDeps): Router => {
  const router = Router();
  router.post(
    fileServerPaths.legacyUpload,
    route(deps.log, async (req, res) => {
      const actor = await callerOf(deps.verifier, req, res);
      const { upload, fields } = await acceptUpload(deps, req, actor, legacyUploadFields.file);
      const claimed = fields[legacyUploadFields.userId]?.trim();
      if (claimed && claimed !== String(actor.userId)) {
        await forgetUploadAndFile(deps, upload.uniqueName);
        throw new AppError(ErrorCode.Forbidden, attachmentMessages.notYourUpload);
      }
      const answer: LegacyUploadAnswer = {
        org_name: upload.originalName,
        name: upload.uniqueName,
        pages: DEFAULT_DOCUMENT_PAGES,
      };
      res.status(200).json(answer);
    }),
  );
  return router;
};
