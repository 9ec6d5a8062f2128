import { stat } from 'node:fs/promises';
import path from 'node:path';
import {
  type Actor,
  AppError,
  ErrorCode,
  type ExamStillContentType,
  type ExamStillKind,
  proctoringEndpoints,
  proctoringMessages,
  proctoringStillRelativePath,
} from '@canstring/contracts';
import { handler } from '@canstring/service-kit';
import { asCandidate, asExaminer } from '../access/exam-access';
import type { ProctoringServiceContext } from '../context';
import { findFlag, findStill, insertStill, toStill } from '../db/flags-repository';

const extensionOf: Record<ExamStillContentType, string> = { 'image/jpeg': 'jpg', 'image/webp': 'webp' };
const notFound = () => new AppError(ErrorCode.NotFound, proctoringMessages.flagNotFound);

/** The caller's own flag in this exam, with no still of this kind kept yet; where its still goes. */
const ownFlagAwaitingStill = async (
  ctx: ProctoringServiceContext,
  input: {
    actor: Actor;
    examId: number;
    flagId: string;
    kind: ExamStillKind;
    contentType: ExamStillContentType;
  },
) => {
  const { actor, examId, flagId, kind, contentType } = input;
  await asCandidate(ctx, actor, examId);
  const flag = await findFlag(ctx.db, flagId);
  if (!flag || flag.examId !== examId || flag.userId !== actor.userId) throw notFound();
  if (await findStill(ctx.db, flagId, kind))
    throw new AppError(ErrorCode.Conflict, proctoringMessages.stillAlreadyKept);
  return proctoringStillRelativePath(examId, flagId, kind, extensionOf[contentType]);
};

/** The file server asks before writing a candidate's still: where it goes. */
export const stillAuthorizeUploadHandler = (ctx: ProctoringServiceContext) =>
  handler(proctoringEndpoints.stillAuthorizeUpload, async (input) => ({
    relativePath: await ownFlagAwaitingStill(ctx, input),
  }));

/** The file server wrote the still where it was told: kept with its flag (the file must be there, whole). */
export const stillRecordHandler = (ctx: ProctoringServiceContext) =>
  handler(proctoringEndpoints.stillRecord, async (input) => {
    const relativePath = await ownFlagAwaitingStill(ctx, input);
    const written = await stat(path.join(ctx.config.DATA_DIR, relativePath)).catch(() => null);
    if (!written?.isFile() || written.size !== input.bytes)
      throw new AppError(ErrorCode.BadInput, proctoringMessages.stillNotFound);
    const row = await insertStill(ctx.db, {
      flagId: input.flagId,
      kind: input.kind,
      examId: input.examId,
      contentType: input.contentType,
      bytes: input.bytes,
      relativePath,
      at: ctx.clock.now(),
    });
    if (!row) throw new AppError(ErrorCode.Conflict, proctoringMessages.stillAlreadyKept);
    return { still: toStill(row) };
  });

/** The file server asks before serving a still: the exam's examiner only. */
export const stillAuthorizeDownloadHandler = (ctx: ProctoringServiceContext) =>
  handler(proctoringEndpoints.stillAuthorizeDownload, async ({ actor, examId, flagId, kind }) => {
    await asExaminer(ctx, actor, examId);
    const still = await findStill(ctx.db, flagId, kind);
    if (!still || still.examId !== examId)
      throw new AppError(ErrorCode.NotFound, proctoringMessages.stillNotFound);
    return { relativePath: still.relativePath, contentType: still.contentType as ExamStillContentType };
  });
