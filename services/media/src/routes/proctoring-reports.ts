import {
  AppError,
  ErrorCode,
  examIdSchema,
  examReportFormatSchema,
  proctoringEndpoints,
  proctoringMessages,
} from '@canstring/contracts';
import { call } from '@canstring/service-kit';
import { Router } from 'express';
import { z } from 'zod';
import type { MediaDeps } from '../deps';
import { callerOf } from '../http/caller';
import { route } from '../http/route';
import { sendDownload } from '../http/send-file';
import { examFilePathOf } from '../proctoring/exam-file-location';

const reportFile = z.object({
  examId: z.coerce.number().pipe(examIdSchema),
  format: examReportFormatSchema,
});

/**
 * `GET /proctoring/exams/<examId>/report.csv|pdf` (contracts `proctoringReportPath`): the exam's
 * report after Stop Test, to its examiner. The proctoring service checks who asks, writes the file
 * under DATA_DIR and names the download; this sends it.
 */
export const proctoringReportsRoutes = (deps: MediaDeps): Router => {
  const router = Router();
  router.get(
    '/proctoring/exams/:examId/:file',
    route(deps.log, async (req, res) => {
      const actor = await callerOf(deps.verifier, req, res);
      const [, format] = /^report\.([a-z]{3})$/.exec(String(req.params.file)) ?? [];
      const asked = reportFile.safeParse({ examId: req.params.examId, format });
      if (!asked.success) throw new AppError(ErrorCode.NotFound, proctoringMessages.examNotFound);
      const exported = await call(
        deps.nc,
        proctoringEndpoints.reportExport,
        { actor, ...asked.data },
        { requestId: res.locals.requestId as string },
      );
      const file = examFilePathOf(deps.dataDir, exported.relativePath, proctoringMessages.examNotFound);
      await sendDownload(res, file, exported.fileName, exported.contentType, proctoringMessages.examNotFound);
    }),
  );
  return router;
};
