import type { ExamReport } from '@canstring/contracts';
import type { ProctoringServiceContext } from '../context';
import { candidatesOf, flagCounts } from '../db/candidates-repository';
import { flagsOf } from '../db/flags-repository';
import type { ExamRow } from '../db/schema';
import { toCandidate, toExam } from '../exam/exam-view';

/** The report of an exam: per candidate start, end, time taken, disqualification, flags with stills. */
export const buildReport = async (ctx: ProctoringServiceContext, exam: ExamRow): Promise<ExamReport> => {
  const now = ctx.clock.now();
  const rows = await candidatesOf(ctx.db, exam.id);
  const counts = await flagCounts(ctx.db, exam.id);
  const flags = await flagsOf(ctx.db, exam.id, new Map(rows.map((r) => [r.userId, r.userName])));
  return {
    exam: toExam(exam),
    candidates: rows.map((row) => ({
      ...toCandidate(row, now, counts.get(row.userId) ?? 0),
      flags: flags.filter((f) => f.userId === row.userId),
    })),
    generatedAt: now.toISOString(),
  };
};

/** Seconds as H:MM:SS (or M:SS under an hour), as the exam timer shows time. */
export const durationText = (seconds: number): string => {
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = seconds % 60;
  const two = (n: number) => String(n).padStart(2, '0');
  return h > 0 ? `${two(h)}:${two(m)}:${two(s)}` : `${two(m)}:${two(s)}`;
};
