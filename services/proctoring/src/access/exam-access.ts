import { type Actor, AppError, ErrorCode, type ExamRole, proctoringMessages } from '@canstring/contracts';
import type { ProctoringServiceContext } from '../context';
import { findCandidate } from '../db/candidates-repository';
import { findExam } from '../db/exams-repository';
import type { CandidateRow, ExamRow } from '../db/schema';
import { classAsMember } from './class-members';

const forbidden = (message: string) => new AppError(ErrorCode.Forbidden, message);

export const requireExam = async (ctx: ProctoringServiceContext, examId: number): Promise<ExamRow> => {
  const exam = await findExam(ctx.db, examId);
  if (!exam) throw new AppError(ErrorCode.NotFound, proctoringMessages.examNotFound);
  return exam;
};

/** The exam, for its examiner only (the creator). */
export const asExaminer = async (
  ctx: ProctoringServiceContext,
  actor: Actor,
  examId: number,
): Promise<ExamRow> => {
  const exam = await requireExam(ctx, examId);
  if (exam.examinerUserId !== actor.userId) throw forbidden(proctoringMessages.notExaminer);
  return exam;
};

/**
 * The exam and the caller's candidate record, for a candidate who has entered its room (the entry
 * checked their class membership). The examiner is told this is a candidate's part; anyone else that
 * they are not in the class.
 */
export const asCandidate = async (
  ctx: ProctoringServiceContext,
  actor: Actor,
  examId: number,
): Promise<{ exam: ExamRow; candidate: CandidateRow }> => {
  const exam = await requireExam(ctx, examId);
  if (exam.examinerUserId === actor.userId) throw forbidden(proctoringMessages.candidateOnly);
  const candidate = await findCandidate(ctx.db, examId, actor.userId);
  if (!candidate) throw forbidden(proctoringMessages.notInClass);
  return { exam, candidate };
};

/** The caller's part in an exam: its examiner, or a member of its class; else FORBIDDEN. */
export const roleIn = async (
  ctx: ProctoringServiceContext,
  actor: Actor,
  exam: ExamRow,
): Promise<{ role: ExamRole; userName: string }> => {
  if (exam.examinerUserId === actor.userId) return { role: 'examiner', userName: exam.examinerName };
  const view = await classAsMember(ctx, actor, exam.groupId);
  if (!view) throw forbidden(proctoringMessages.notInClass);
  return { role: 'candidate', userName: view.callerName };
};
