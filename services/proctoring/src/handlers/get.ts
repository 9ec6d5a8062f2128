import { proctoringEndpoints } from '@canstring/contracts';
import { handler } from '@canstring/service-kit';
import { requireExam, roleIn } from '../access/exam-access';
import type { ProctoringServiceContext } from '../context';
import { candidatesOf, findCandidate, flagCounts } from '../db/candidates-repository';
import { flagsOf } from '../db/flags-repository';
import { messagesTo } from '../db/messages-repository';
import { toCandidate, toExam } from '../exam/exam-view';

/**
 * One exam as the caller sees it: the examiner every candidate and flag (with stills); a candidate
 * their own record and the examiner's messages to them.
 */
export const getHandler = (ctx: ProctoringServiceContext) =>
  handler(proctoringEndpoints.get, async ({ actor, examId }) => {
    const exam = await requireExam(ctx, examId);
    const { role } = await roleIn(ctx, actor, exam);
    const now = ctx.clock.now();
    const counts = await flagCounts(ctx.db, examId);
    if (role === 'examiner') {
      const rows = await candidatesOf(ctx.db, examId);
      const names = new Map(rows.map((r) => [r.userId, r.userName]));
      return {
        exam: toExam(exam),
        role,
        candidates: rows.map((r) => toCandidate(r, now, counts.get(r.userId) ?? 0)),
        flags: await flagsOf(ctx.db, examId, names),
        messages: [],
      };
    }
    const own = await findCandidate(ctx.db, examId, actor.userId);
    return {
      exam: toExam(exam),
      role,
      candidates: own ? [toCandidate(own, now, counts.get(own.userId) ?? 0)] : [],
      flags: [],
      messages: await messagesTo(ctx.db, examId, actor.userId),
    };
  });
