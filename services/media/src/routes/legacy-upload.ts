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
import { outcomeOfUpload } from '../files/upload-outcome';
import { callerOf } from '../http/caller';
import { route } from '../http/route';

/**
 * The old client's `POST /upload` (spec 2 §7): multipart `sampleFile`, `userId`, `room`, `name`,
 * `description`. The file is checked as any attachment and recorded as the caller's; the old client
 * then shares it with POST /meets/attachments. `userId`, when given, must be the caller. A document
 * is converted into pages first and `pages` is its real count (a video answers the specification's
 * default); one that cannot be converted, or a video no browser plays, is refused with the reason.
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
      let outcome: Awaited<ReturnType<typeof outcomeOfUpload>>;
      try {
        outcome = await outcomeOfUpload(deps, upload);
      } catch (error) {
        await forgetUploadAndFile(deps, upload.uniqueName);
        throw error;
      }
      if (outcome.state === 'failed') {
        await forgetUploadAndFile(deps, upload.uniqueName);
        throw new AppError(ErrorCode.BadInput, outcome.message);
      }
      const answer: LegacyUploadAnswer = {
        org_name: upload.originalName,
        name: upload.uniqueName,
        pages: outcome.state === 'converted' ? outcome.totalPages : DEFAULT_DOCUMENT_PAGES,
      };
      res.status(200).json(answer);
    }),
  );
  return router;
};
