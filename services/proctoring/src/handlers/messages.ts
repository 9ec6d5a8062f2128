import { AppError, ErrorCode, proctoringEndpoints, proctoringMessages } from '@canstring/contracts';
import { handler } from '@canstring/service-kit';
import { asExaminer } from '../access/exam-access';
import type { ProctoringServiceContext } from '../context';
import { findCandidate } from '../db/candidates-repository';
import { insertMessage } from '../db/messages-repository';

/** Keeps an examiner's message to one of the exam's candidates (delivered by the room as chatexam). */
export const messageRecordHandler = (ctx: ProctoringServiceContext) =>
  handler(proctoringEndpoints.messageRecord, async ({ actor, examId, toUserId, message }) => {
    const exam = await asExaminer(ctx, actor, examId);
    if (!(await findCandidate(ctx.db, examId, toUserId)))
      throw new AppError(ErrorCode.NotFound, proctoringMessages.candidateNotInExam);
    return {
      message: await insertMessage(ctx.db, {
        examId,
        toUserId,
        fromName: exam.examinerName,
        message,
        sentAt: ctx.clock.now(),
      }),
    };
  });
