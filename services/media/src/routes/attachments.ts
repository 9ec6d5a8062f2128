import {
  type Actor,
  AppError,
  type AttachmentUploadAnswer,
  attachmentEndpoints,
  attachmentMessages,
  attachmentUploadFields,
  attachmentViewOf,
  type ChatTarget,
  ErrorCode,
  fileServerPaths,
  LONG_TEXT_MAX_LENGTH,
} from '@canstring/contracts';
import { call } from '@canstring/service-kit';
import { Router } from 'express';
import type { MediaDeps } from '../deps';
import { acceptUpload } from '../files/accept-upload';
import { forgetUploadAndFile } from '../files/forget-upload';
import { uploadPathOf } from '../files/locations';
import { outcomeOfUpload } from '../files/upload-outcome';
import { callerOf } from '../http/caller';
import { route } from '../http/route';
import { sendDownload } from '../http/send-file';

const positiveId = /^[1-9]\d{0,9}$/;

/** Exactly one of the form's userId or groupId, as a chat target. */
const targetOf = (fields: Record<string, string>): ChatTarget => {
  const userId = fields[attachmentUploadFields.userId]?.trim();
  const groupId = fields[attachmentUploadFields.groupId]?.trim();
  const refuse = () =>
    new AppError(ErrorCode.BadInput, attachmentMessages.chooseOneTarget, {
      fields: { target: attachmentMessages.chooseOneTarget },
    });
  if (!userId === !groupId) throw refuse();
  const id = (userId || groupId) as string;
  if (!positiveId.test(id)) throw refuse();
  return userId ? { chatType: 'user', userId: Number(id) } : { chatType: 'group', groupId: Number(id) };
};

/**
 * Chat attachments over HTTP. POST stores the caller's file, converts a document into pages (or checks
 * a video plays in a browser), then shares it in the chat with its real page count (the chat service
 * checks membership); any refusal removes the file and the upload record. A document that could not
 * be converted is still shared, without pages, and the answer says why. GET serves the
 * file to members of its chat only.
 */
export const attachmentsRoutes = (deps: MediaDeps): Router => {
  const router = Router();
  const { nc, verifier, dataDir, log } = deps;

  router.post(
    fileServerPaths.attachments,
    route(log, async (req, res) => {
      const actor: Actor = await callerOf(verifier, req, res);
      const { upload, fields } = await acceptUpload(deps, req, actor, attachmentUploadFields.file);
      try {
        const to = targetOf(fields);
        const description = fields[attachmentUploadFields.description]?.trim().slice(0, LONG_TEXT_MAX_LENGTH);
        // The answer waits for the conversion, so the attachment carries its real page count.
        const outcome = await outcomeOfUpload(deps, upload);
        const { attachment } = await call(
          nc,
          attachmentEndpoints.add,
          {
            actor,
            to,
            uniqueName: upload.uniqueName,
            ...(description ? { fileDesc: description } : {}),
            ...(outcome.state === 'converted' ? { totalPages: outcome.totalPages } : {}),
          },
          { requestId: res.locals.requestId as string },
        );
        const answer: AttachmentUploadAnswer = {
          attachment: attachmentViewOf(attachment),
          ...(outcome.state === 'failed' ? { conversion: { failed: true, message: outcome.message } } : {}),
        };
        res.status(201).json({ success: true, ...answer });
      } catch (error) {
        await forgetUploadAndFile(deps, upload.uniqueName);
        throw error;
      }
    }),
  );

  router.get(
    fileServerPaths.attachment(':attachmentId'),
    route(log, async (req, res) => {
      const actor = await callerOf(verifier, req, res);
      const id = String(req.params.attachmentId);
      if (!positiveId.test(id)) throw new AppError(ErrorCode.NotFound, attachmentMessages.attachmentNotFound);
      const { attachment } = await call(
        nc,
        attachmentEndpoints.get,
        { actor, attachmentId: Number(id) },
        { requestId: res.locals.requestId as string },
      );
      await sendDownload(
        res,
        uploadPathOf(dataDir, attachment.uniqueName),
        attachment.originalName,
        attachment.mimeType,
        attachmentMessages.attachmentNotFound,
      );
    }),
  );

  return router;
};
