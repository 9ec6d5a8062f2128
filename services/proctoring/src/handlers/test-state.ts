import { AppError, ErrorCode, proctoringEndpoints, proctoringMessages } from '@canstring/contracts';
import { handler } from '@canstring/service-kit';
import { asExaminer, requireExam } from '../access/exam-access';
import type { ProctoringServiceContext } from '../context';
import { candidatesOf, endCandidates, flagCounts } from '../db/candidates-repository';
import { findExam, moveExam } from '../db/exams-repository';
import { endOf, toCandidate, toExam } from '../exam/exam-view';

const conflict = (message: string) => new AppError(ErrorCode.Conflict, message);

/** The running test stops at `at`, and with it every candidate still sitting it; else CONFLICT. */
const stopTest = async (ctx: ProctoringServiceContext, examId: number, at: Date) => {
  const moved = await ctx.db.transaction(async (tx) => {
    const row = await moveExam(tx, examId, 'started', { status: 'stopped', stoppedAt: at });
    if (row) await endCandidates(tx, examId, at);
    return row;
  });
  if (!moved) {
    const exam = await findExam(ctx.db, examId);
    throw conflict(
      exam?.status === 'stopped' ? proctoringMessages.alreadyStopped : proctoringMessages.testNotRunning,
    );
  }
  const counts = await flagCounts(ctx.db, examId);
  const now = ctx.clock.now();
  const candidates = (await candidatesOf(ctx.db, examId)).map((r) =>
    toCandidate(r, now, counts.get(r.userId) ?? 0),
  );
  return { exam: toExam(moved), candidates };
};

/** Start Test (spec 3 §4): once, by the examiner; starting again or after the stop is refused. */
export const testStartHandler = (ctx: ProctoringServiceContext) =>
  handler(proctoringEndpoints.testStart, async ({ actor, examId }) => {
    await asExaminer(ctx, actor, examId);
    const now = ctx.clock.now();
    const moved = await moveExam(ctx.db, examId, 'scheduled', { status: 'started', startedAt: now });
    if (moved) return { exam: toExam(moved) };
    const exam = await findExam(ctx.db, examId);
    throw conflict(
      exam?.status === 'stopped' ? proctoringMessages.alreadyStopped : proctoringMessages.alreadyStarted,
    );
  });

/** Stop Test: the running test ends, and with it every candidate still sitting it. */
export const testStopHandler = (ctx: ProctoringServiceContext) =>
  handler(proctoringEndpoints.testStop, async ({ actor, examId }) => {
    await asExaminer(ctx, actor, examId);
    return stopTest(ctx, examId, ctx.clock.now());
  });

/**
 * The room service: the test has run its duration from the examiner's start. It stops at its end, as
 * Stop Test would; not before (CONFLICT 'The test is not running').
 */
export const testTimeUpHandler = (ctx: ProctoringServiceContext) =>
  handler(proctoringEndpoints.testTimeUp, async ({ examId }) => {
    const exam = await requireExam(ctx, examId);
    if (exam.status !== 'started' || !exam.startedAt) throw conflict(proctoringMessages.testNotRunning);
    const end = endOf({ startAt: exam.startedAt, durationMinutes: exam.durationMinutes });
    if (end.getTime() > ctx.clock.now().getTime()) throw conflict(proctoringMessages.testNotRunning);
    return stopTest(ctx, examId, end);
  });
