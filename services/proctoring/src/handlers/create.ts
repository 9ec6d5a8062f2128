import {
  AppError,
  ErrorCode,
  EXAM_SCHEDULE_AHEAD_MAX_DAYS,
  EXAM_START_PAST_GRACE_MS,
  isAdministrator,
  proctoringEndpoints,
  proctoringMessages,
  userEndpoints,
} from '@canstring/contracts';
import { call, handler } from '@canstring/service-kit';
import { classAsMember } from '../access/class-members';
import type { ProctoringServiceContext } from '../context';
import { insertExam } from '../db/exams-repository';
import { toExam } from '../exam/exam-view';

/**
 * An administrator (role 1, as the account is now) creates an exam for a class they belong to; the
 * start may be up to an hour ago (an exam set up as it begins) and at most a year ahead.
 */
export const createHandler = (ctx: ProctoringServiceContext) =>
  handler(proctoringEndpoints.create, async ({ actor, exam }) => {
    const refused = new AppError(ErrorCode.Forbidden, proctoringMessages.examinerRoleRequired);
    if (!isAdministrator(actor.role)) throw refused;
    const account = await call(ctx.nc, userEndpoints.current, { actor });
    if (!account.active || !isAdministrator(account.role)) throw refused;
    const now = ctx.clock.now().getTime();
    const startAt = new Date(exam.startAt);
    if (startAt.getTime() < now - EXAM_START_PAST_GRACE_MS)
      throw new AppError(ErrorCode.BadInput, proctoringMessages.startTooEarly);
    if (startAt.getTime() > now + EXAM_SCHEDULE_AHEAD_MAX_DAYS * 86_400_000)
      throw new AppError(ErrorCode.BadInput, proctoringMessages.startTooLate);
    const view = await classAsMember(ctx, actor, exam.groupId);
    if (!view) throw new AppError(ErrorCode.Forbidden, proctoringMessages.examinerNotInClass);
    const row = await insertExam(ctx.db, {
      title: exam.title,
      groupId: exam.groupId,
      groupName: view.groupName,
      examinerUserId: actor.userId,
      examinerName: view.callerName,
      startAt,
      durationMinutes: exam.durationMinutes,
    });
    return { exam: toExam(row) };
  });
