import { groupEndpoints, proctoringEndpoints } from '@canstring/contracts';
import { call, handler } from '@canstring/service-kit';
import type { ProctoringServiceContext } from '../context';
import { examsFor } from '../db/exams-repository';
import { toExam } from '../exam/exam-view';

/** The exams the caller examines and those of the classes they belong to now, soonest first. */
export const listHandler = (ctx: ProctoringServiceContext) =>
  handler(proctoringEndpoints.list, async ({ actor, limit }) => {
    const { groups } = await call(ctx.nc, groupEndpoints.callerGroups, { actor });
    const rows = await examsFor(
      ctx.db,
      actor.userId,
      groups.map((g) => g.id),
      limit,
    );
    return {
      exams: rows.map((row) => ({
        exam: toExam(row),
        role: row.examinerUserId === actor.userId ? ('examiner' as const) : ('candidate' as const),
      })),
    };
  });
