import { AppError, ErrorCode, proctoringEndpoints, proctoringMessages } from '@canstring/contracts';
import { handler } from '@canstring/service-kit';
import { asCandidate, requireExam } from '../access/exam-access';
import type { ProctoringServiceContext } from '../context';
import { disqualifyCandidate, findCandidate, startCandidate } from '../db/candidates-repository';
import { countFlagsOf } from '../db/flags-repository';
import { toCandidate } from '../exam/exam-view';

/** A candidate's Start Test: only while the examiner's test runs, once, and not after a disqualification. */
export const candidateStartHandler = (ctx: ProctoringServiceContext) =>
  handler(proctoringEndpoints.candidateStart, async ({ actor, examId }) => {
    const { exam, candidate } = await asCandidate(ctx, actor, examId);
    if (candidate.disqualified)
      throw new AppError(ErrorCode.Forbidden, proctoringMessages.candidateDisqualified);
    if (exam.status === 'scheduled') throw new AppError(ErrorCode.Conflict, proctoringMessages.notStarted);
    if (exam.status === 'stopped') throw new AppError(ErrorCode.Conflict, proctoringMessages.alreadyStopped);
    const now = ctx.clock.now();
    const started = await startCandidate(ctx.db, examId, actor.userId, now);
    if (!started) throw new AppError(ErrorCode.Conflict, proctoringMessages.candidateAlreadyStarted);
    return { candidate: toCandidate(started, now, await countFlagsOf(ctx.db, examId, actor.userId)) };
  });

/**
 * The room service's word that a candidate who started left and did not return in time: disqualified
 * once (asked again, the same answer), their test ending then.
 */
export const candidateDisqualifyHandler = (ctx: ProctoringServiceContext) =>
  handler(proctoringEndpoints.candidateDisqualify, async ({ examId, userId, reason, at }) => {
    await requireExam(ctx, examId);
    if (!(await findCandidate(ctx.db, examId, userId)))
      throw new AppError(ErrorCode.NotFound, proctoringMessages.candidateNotInExam);
    const row = await disqualifyCandidate(ctx.db, examId, userId, reason, new Date(at));
    if (!row) throw new AppError(ErrorCode.NotFound, proctoringMessages.candidateNotInExam);
    return { candidate: toCandidate(row, ctx.clock.now(), await countFlagsOf(ctx.db, examId, userId)) };
  });
