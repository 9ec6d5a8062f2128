import { AppError, attachmentEndpoints, attachmentMessages, ErrorCode } from '@canstring/contracts';
import { call } from '@canstring/service-kit';
import { type Response, Router } from 'express';
import { authenticated } from '../authenticated';
import type { LegacyDeps } from '../deps';
import { actorOf, localsOf } from '../locals';
import { legacyPagesOf, legacyTargetOf, legacyTextOf, toLegacyAttachment } from './legacy-attachment';
import { bodyOf, listQueryOf, pathId } from './legacy-input';

/**
 * Chat attachments of the old contract (spec 2 §7): the list of a chat's files, sharing a file
 * received by the file server's /upload, and deleting one's own. The chat service checks membership,
 * upload ownership and who may delete.
 */
export const attachmentsRoutes = ({ nc, verifier, send }: LegacyDeps): Router => {
  const router = Router();
  const signedIn = authenticated(verifier);
  const requestOptions = (res: Response) => ({ requestId: localsOf(res).requestId });

  router.get('/meets/attachments', signedIn, async (req, res) => {
    const query = req.query as Record<string, unknown>;
    const target = legacyTargetOf(query, 'userId', 'groupId');
    const { offset, limit } = listQueryOf(query);
    const { attachments, total } = await call(
      nc,
      attachmentEndpoints.list,
      { actor: actorOf(res), with: target, offset, limit },
      requestOptions(res),
    );
    send(res, 200, { success: true, attachments: attachments.map(toLegacyAttachment), TotalRowCount: total });
  });

  router.post('/meets/attachments', signedIn, async (req, res) => {
    const body = bodyOf(req.body);
    const to = legacyTargetOf(body, 'user_id', 'group_id');
    const uniqueName = legacyTextOf(body.unique_name);
    if (!uniqueName)
      throw new AppError(ErrorCode.BadInput, attachmentMessages.uploadNotFound, {
        fields: { unique_name: attachmentMessages.uploadNotFound },
      });
    const fileName = legacyTextOf(body.file_name);
    const fileDesc = legacyTextOf(body.file_desc);
    const totalPages = legacyPagesOf(body.total_pages);
    const { attachment } = await call(
      nc,
      attachmentEndpoints.add,
      {
        actor: actorOf(res),
        to,
        uniqueName,
        ...(fileName ? { fileName } : {}),
        ...(fileDesc ? { fileDesc } : {}),
        ...(totalPages ? { totalPages } : {}),
      },
      requestOptions(res),
    );
    send(res, 200, {
      success: true,
      message: attachmentMessages.attachmentAdded,
      attachment: toLegacyAttachment(attachment),
    });
  });

  router.delete('/meets/attachments/:id', signedIn, async (req, res) => {
    const attachmentId = pathId(req.params.id, 'id');
    await call(nc, attachmentEndpoints.delete, { actor: actorOf(res), attachmentId }, requestOptions(res));
    send(res, 200, { success: true, message: attachmentMessages.attachmentDeleted });
  });

  return router;
};
