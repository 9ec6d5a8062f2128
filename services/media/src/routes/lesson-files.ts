import { existsSync } from 'node:fs';
import path from 'node:path';
import {
  AppError,
  ErrorCode,
  type LessonFiles,
  lessonEndpoints,
  lessonMessages,
  sharedFileMessages,
} from '@canstring/contracts';
import { call } from '@canstring/service-kit';
import { type Request, type Response, Router } from 'express';
import type { MediaDeps } from '../deps';
import { route } from '../http/route';
import { classOfLessonTicket } from '../lessons/lesson-tickets';

const lessonIdShape = /^[1-9]\d{0,15}$/;
/**
 * A ready lesson's files are kept this long after the lesson service named them: a player reads one
 * video by many ranges (each seek is one or more), and its class and files never change while it is
 * ready. A lesson deleted meanwhile has lost its file already (the upload is deleted with it).
 */
const KNOWN_FILES_MS = 5_000;
const KNOWN_FILES_MAX = 10_000;
/** A ticket lasts an hour; the browser may keep what it read as long (the bytes of a lesson never change). */
const LESSON_FILE_MAX_AGE_SECONDS = 3600;

const sendFile = (res: Response, filePath: string, headers: Record<string, string>) =>
  new Promise<void>((resolve, reject) => {
    res.sendFile(filePath, { headers, acceptRanges: true, dotfiles: 'allow' }, (error) =>
      error && !res.headersSent ? reject(error) : resolve(),
    );
  });

/** A path the lesson service named, inside DATA_DIR only. */
const insideDataDir = (dataDir: string, relative: string): string => {
  const root = path.resolve(dataDir);
  const file = path.resolve(root, relative);
  if (!file.startsWith(`${root}${path.sep}`))
    throw new AppError(ErrorCode.NotFound, lessonMessages.fileMissing);
  return file;
};

/**
 * A lesson's video (HTTP Range) and thumbnail (spec 2 §2.6), to whoever holds the play ticket of the
 * lesson's class (`media.lesson.playTicket`, issued to members of the class only): the ticket says
 * which class, the lesson service says which class the lesson belongs to and where its files are.
 */
export const lessonFilesRoutes = (deps: MediaDeps): Router => {
  const router = Router();

  const known = new Map<number, { files: LessonFiles; until: number }>();
  const lookUp = async (lessonId: number, requestId: string): Promise<LessonFiles> => {
    const now = Date.now();
    const kept = known.get(lessonId);
    if (kept && kept.until > now) return kept.files;
    const files = await call(deps.nc, lessonEndpoints.files, { lessonId }, { requestId });
    if (files.status === 'ready') {
      if (known.size >= KNOWN_FILES_MAX) known.clear();
      known.set(lessonId, { files, until: now + KNOWN_FILES_MS });
    }
    return files;
  };

  /** The lesson's files, when the request's ticket opens its class and the video can be played. */
  const filesOf = async (req: Request, res: Response): Promise<LessonFiles> => {
    const classId = classOfLessonTicket(typeof req.query.ticket === 'string' ? req.query.ticket : undefined);
    const lessonId = String(req.params.lessonId);
    if (!lessonIdShape.test(lessonId)) throw new AppError(ErrorCode.NotFound, lessonMessages.lessonNotFound);
    const files = await lookUp(Number(lessonId), res.locals.requestId as string);
    // A ticket of another class opens nothing of this one: told as a wrong ticket, not what the lesson is.
    if (files.classId !== classId) throw new AppError(ErrorCode.Forbidden, sharedFileMessages.badTicket);
    if (files.status === 'preparing') throw new AppError(ErrorCode.Conflict, lessonMessages.stillPreparing);
    if (files.status !== 'ready') throw new AppError(ErrorCode.Conflict, lessonMessages.notPlayable);
    return files;
  };

  router.get(
    '/lessons/:lessonId/video',
    route(deps.log, async (req, res) => {
      const files = await filesOf(req, res);
      const file = insideDataDir(deps.dataDir, files.videoFile);
      if (!existsSync(file)) throw new AppError(ErrorCode.NotFound, lessonMessages.fileMissing);
      await sendFile(res, file, {
        'Content-Type': files.mimeType,
        'Cache-Control': `private, max-age=${LESSON_FILE_MAX_AGE_SECONDS}`,
        'X-Content-Type-Options': 'nosniff',
      });
    }),
  );

  router.get(
    '/lessons/:lessonId/thumbnail',
    route(deps.log, async (req, res) => {
      const files = await filesOf(req, res);
      const file = files.thumbnailFile ? insideDataDir(deps.dataDir, files.thumbnailFile) : undefined;
      if (!file || !existsSync(file)) throw new AppError(ErrorCode.NotFound, lessonMessages.thumbnailMissing);
      await sendFile(res, file, {
        'Content-Type': file.endsWith('.webp') ? 'image/webp' : 'image/jpeg',
        'Cache-Control': `private, max-age=${LESSON_FILE_MAX_AGE_SECONDS}`,
        'X-Content-Type-Options': 'nosniff',
      });
    }),
  );

  return router;
};
