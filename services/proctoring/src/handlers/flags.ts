import {
  AppError,
  ErrorCode,
  EXAM_FLAG_BACKDATE_MAX_MS,
  EXAM_FLAGS_PER_CANDIDATE_MAX,
  proctoringEndpoints,
  proctoringMessages,
} from '@canstring/contracts';
import { handler } from '@canstring/service-kit';
import { asCandidate } from '../access/exam-access';
import type { ProctoringServiceContext } from '../context';
import { countFlagsOf, insertFlag, toFlag } from '../db/flags-repository';

/**
 * A flag from a candidate's page, kept with the server's time. Only while the candidate sits the test
 * (before their start and after their end the page has nothing to report); an earlier time is taken
 * only within EXAM_FLAG_BACKDATE_MAX_MS and not before their start.
 */
export const flagRaiseHandler = (ctx: ProctoringServiceContext) =>
  handler(proctoringEndpoints.flagRaise, async ({ actor, examId, kind, detail, happenedAt }) => {
    const { candidate } = await asCandidate(ctx, actor, examId);
    if (candidate.disqualified)
      throw new AppError(ErrorCode.Forbidden, proctoringMessages.candidateDisqualified);
    if (!candidate.startedAt || candidate.endedAt)
      throw new AppError(ErrorCode.Conflict, proctoringMessages.candidateNotStarted);
    const now = ctx.clock.now();
    let at = now;
    if (happenedAt !== null) {
      at = new Date(happenedAt);
      const earliest = Math.max(now.getTime() - EXAM_FLAG_BACKDATE_MAX_MS, candidate.startedAt.getTime());
      if (at.getTime() > now.getTime() || at.getTime() < earliest)
        throw new AppError(ErrorCode.BadInput, proctoringMessages.forgedFlagTime);
    }
    if ((await countFlagsOf(ctx.db, examId, actor.userId)) >= EXAM_FLAGS_PER_CANDIDATE_MAX)
      throw new AppError(ErrorCode.Conflict, proctoringMessages.tooManyFlags);
    const row = await insertFlag(ctx.db, { examId, userId: actor.userId, kind, detail, at });
    return { flag: toFlag(row, candidate.userName) };
  });
