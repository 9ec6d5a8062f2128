import { randomUUID } from 'node:crypto';
import { renameSync, rmSync } from 'node:fs';
import {
  AppError,
  type BoardImageAnswer,
  boardImageMessages,
  boardImageUploadFields,
  ErrorCode,
  fileServerPaths,
  uploadUniqueNameSchema,
} from '@canstring/contracts';
import { Router } from 'express';
import { callerParticipant, drawingParticipant } from '../boards/room-participant';
import { findBoardImage, recordBoardImage } from '../db/board-images-repository';
import type { MediaDeps } from '../deps';
import { uploadPathOf } from '../files/locations';
import { receiveBoardImage } from '../files/receive-board-image';
import { roomCallerOf } from '../http/room-caller';
import { route } from '../http/route';
import { sendDownload } from '../http/send-file';

/**
 * The whiteboard's pictures. POST takes a png or jpeg from a participant of a live room who may draw
 * (a member or a guest), keeps it as that room's and answers its upload name. GET serves it to the
 * caller's participant in that same room.
 */
export const boardImagesRoutes = (deps: MediaDeps): Router => {
  const router = Router();
  const { nc, db, dataDir, log } = deps;

  router.post(
    fileServerPaths.boardImages,
    route(log, async (req, res) => {
      const requestId = res.locals.requestId as string;
      const caller = await roomCallerOf(deps, req, res);
      const received = await receiveBoardImage(dataDir, req, boardImageUploadFields.file);
      const uniqueName = `${randomUUID()}.${received.ext}`;
      const finalPath = uploadPathOf(dataDir, uniqueName);
      try {
        const me = await drawingParticipant(
          nc,
          caller,
          received.fields[boardImageUploadFields.participantId],
          requestId,
        );
        renameSync(received.tempPath, finalPath);
        await recordBoardImage(db, {
          uniqueName,
          room: me.room,
          mimeType: received.mimeType,
          size: received.size,
          ownerId: 'actor' in caller ? caller.actor.userId : null,
          guestId: 'guest' in caller ? caller.guest.guestId : null,
        });
      } catch (error) {
        rmSync(received.tempPath, { force: true });
        rmSync(finalPath, { force: true });
        throw error;
      }
      const answer: BoardImageAnswer = { image: uniqueName };
      res.status(201).json(answer);
    }),
  );

  router.get(
    `${fileServerPaths.boardImages}/:image`,
    route(log, async (req, res) => {
      const requestId = res.locals.requestId as string;
      const caller = await roomCallerOf(deps, req, res);
      const participantId = typeof req.query.participantId === 'string' ? req.query.participantId : undefined;
      const { me } = await callerParticipant(nc, caller, participantId, requestId);
      const name = uploadUniqueNameSchema.safeParse(req.params.image);
      const image = name.success ? await findBoardImage(db, name.data) : undefined;
      if (!image || image.room !== me.room)
        throw new AppError(ErrorCode.NotFound, boardImageMessages.noSuchImage);
      await sendDownload(
        res,
        uploadPathOf(dataDir, image.uniqueName),
        image.uniqueName,
        image.mimeType,
        boardImageMessages.noSuchImage,
      );
    }),
  );

  return router;
};
