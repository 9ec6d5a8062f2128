import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import {
  AppError,
  ErrorCode,
  examIdSchema,
  examStillKindSchema,
  proctoringEndpoints,
  proctoringMessages,
} from '@canstring/contracts';
import { call } from '@canstring/service-kit';
import { type Request, Router } from 'express';
import { z } from 'zod';
import type { MediaDeps } from '../deps';
import { callerOf } from '../http/caller';
import { route } from '../http/route';
import { examFilePathOf } from '../proctoring/exam-file-location';
import { readStillBody } from '../proctoring/still-body';

const STILL_ROUTE = '/proctoring/stills/:examId/:flagId/:kind';

const stillParams = z.object({
  examId: z.coerce.number().pipe(examIdSchema),
  flagId: z.uuid(),
  kind: examStillKindSchema,
});

/** The still a path names; a path naming none is NOT_FOUND. */
const stillOf = (req: Request) => {
  const parsed = stillParams.safeParse(req.params);
  if (!parsed.success) throw new AppError(ErrorCode.NotFound, proctoringMessages.stillNotFound);
  return parsed.data;
};

/**
 * An exam flag's still frames (contracts `proctoringStillPath`). POST: the flagged candidate's page
 * sends the camera's or the screen's picture (raw JPEG or WebP body, at most EXAM_STILL_MAX_BYTES);
 * the proctoring service says whether it is theirs to send and where it goes, the file is written
 * there, then recorded with the flag (answer 201 `{ still }`). GET: the exam's examiner only, as the
 * proctoring service decides, gets the picture.
 */
export const proctoringStillsRoutes = (deps: MediaDeps): Router => {
  const router = Router();
  const { nc, dataDir, log } = deps;

  router.post(
    STILL_ROUTE,
    route(log, async (req, res) => {
      const requestId = res.locals.requestId as string;
      const actor = await callerOf(deps.verifier, req, res);
      const still = stillOf(req);
      const body = await readStillBody(req);
      const asked = { actor, ...still, contentType: body.contentType, bytes: body.bytes.length };
      const { relativePath } = await call(nc, proctoringEndpoints.stillAuthorizeUpload, asked, { requestId });
      const file = examFilePathOf(dataDir, relativePath, proctoringMessages.stillNotFound);
      const part = `${file}.${randomUUID()}.part`;
      await mkdir(path.dirname(file), { recursive: true });
      try {
        await writeFile(part, body.bytes);
        await rename(part, file);
        const recorded = await call(nc, proctoringEndpoints.stillRecord, asked, { requestId });
        res.status(201).json({ still: recorded.still });
      } catch (error) {
        await rm(part, { force: true });
        // Kept already (another upload of the same still won the race): that one's file stays.
        if (!(error instanceof AppError && error.code === ErrorCode.Conflict))
          await rm(file, { force: true });
        throw error;
      }
    }),
  );

  router.get(
    STILL_ROUTE,
    route(log, async (req, res) => {
      const actor = await callerOf(deps.verifier, req, res);
      const still = stillOf(req);
      const { relativePath, contentType } = await call(
        nc,
        proctoringEndpoints.stillAuthorizeDownload,
        { actor, ...still },
        { requestId: res.locals.requestId as string },
      );
      const file = examFilePathOf(dataDir, relativePath, proctoringMessages.stillNotFound);
      if (!existsSync(file)) throw new AppError(ErrorCode.NotFound, proctoringMessages.stillNotFound);
      await new Promise<void>((resolve, reject) => {
        res.sendFile(
          file,
          {
            dotfiles: 'allow',
            headers: {
              'Content-Type': contentType,
              'Cache-Control': 'private, max-age=3600',
              'X-Content-Type-Options': 'nosniff',
            },
          },
          (error) => (error && !res.headersSent ? reject(error) : resolve()),
        );
      });
    }),
  );

  return router;
};
