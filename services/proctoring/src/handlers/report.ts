import { mkdir, readdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import {
  AppError,
  ErrorCode,
  type ExamReportFormat,
  proctoringEndpoints,
  proctoringMessages,
  proctoringReportRelativePath,
} from '@canstring/contracts';
import { handler } from '@canstring/service-kit';
import { eq } from 'drizzle-orm';
import { asExaminer } from '../access/exam-access';
import type { ProctoringServiceContext } from '../context';
import type { ExamRow } from '../db/schema';
import { stills } from '../db/schema';
import { buildReport } from '../report/build-report';
import { reportCsv } from '../report/report-csv';
import { reportFont, reportPdf, stillLoaderIn } from '../report/report-pdf';

const contentTypes: Record<ExamReportFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  pdf: 'application/pdf',
};

/** The report is the stopped test's: before the stop it would change under the examiner's eyes. */
const stoppedExam = async (
  ctx: ProctoringServiceContext,
  actor: Parameters<typeof asExaminer>[1],
  examId: number,
) => {
  const exam = await asExaminer(ctx, actor, examId);
  if (exam.status !== 'stopped') throw new AppError(ErrorCode.Conflict, proctoringMessages.reportNotReady);
  return exam;
};

/** The file name a report downloads as: the exam's title, kept to safe characters. */
const fileNameOf = (exam: ExamRow, format: ExamReportFormat) =>
  `${
    exam.title
      .replace(/[^\p{L}\p{N} _.-]+/gu, ' ')
      .replace(/\s+/g, ' ')
      .trim()
      .slice(0, 80) || 'exam'
  } report.${format}`;

export const reportHandler = (ctx: ProctoringServiceContext) =>
  handler(proctoringEndpoints.report, async ({ actor, examId }) => ({
    report: await buildReport(ctx, await stoppedExam(ctx, actor, examId)),
  }));

/** Writes the report as CSV or PDF under DATA_DIR/proctoring/reports for the file server to send. */
export const reportExportHandler = (ctx: ProctoringServiceContext) =>
  handler(proctoringEndpoints.reportExport, async ({ actor, examId, format }) => {
    const exam = await stoppedExam(ctx, actor, examId);
    const report = await buildReport(ctx, exam);
    let body: Buffer;
    if (format === 'csv') body = Buffer.from(reportCsv(report), 'utf8');
    else {
      const kept = await ctx.db.select().from(stills).where(eq(stills.examId, examId));
      const files = new Map(kept.map((s) => [`${s.flagId}/${s.kind}`, s.relativePath]));
      const font = await reportFont(ctx.config.PROCTORING_REPORT_FONT);
      body = await reportPdf(report, files, stillLoaderIn(ctx.config.DATA_DIR), font);
    }
    const stamp = report.generatedAt.replace(/[-:.]/g, '');
    const relativePath = proctoringReportRelativePath(examId, stamp, format);
    const file = path.join(ctx.config.DATA_DIR, relativePath);
    const dir = path.dirname(file);
    await mkdir(dir, { recursive: true });
    await writeFile(file, body);
    // The exam's earlier exports of this format are of no more use (one being sent goes on reading).
    const earlier = (await readdir(dir)).filter(
      (name) => name.startsWith(`${examId}-`) && name.endsWith(`.${format}`) && name !== path.basename(file),
    );
    await Promise.all(earlier.map((name) => rm(path.join(dir, name), { force: true })));
    return { relativePath, fileName: fileNameOf(exam, format), contentType: contentTypes[format] };
  });
