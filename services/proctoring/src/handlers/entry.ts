import {
  AppError,
  ErrorCode,
  examAliasOf,
  proctoringEndpoints,
  proctoringMessages,
} from '@canstring/contracts';
import { handler } from '@canstring/service-kit';
import { requireExam, roleIn } from '../access/exam-access';
import type { ProctoringServiceContext } from '../context';
import { candidatesOf, findCandidate, recordJoin } from '../db/candidates-repository';
import { endOf } from '../exam/exam-view';
import { roomSnapshotOf } from '../exam/room-snapshot';

/**
 * The room service asks when someone enters an exam's room: the examiner (with host power), or a
 * member of the class (recorded as a candidate at their first entry). A disqualified candidate does
 * not come back, and no candidate enters once the test has stopped.
 */
export const entryHandler = (ctx: ProctoringServiceContext) =>
  handler(proctoringEndpoints.entry, async ({ actor, examId }) => {
    const exam = await requireExam(ctx, examId);
    const { role, userName } = await roleIn(ctx, actor, exam);
    if (role === 'candidate') {
      const known = await findCandidate(ctx.db, examId, actor.userId);
      if (known?.disqualified)
        throw new AppError(ErrorCode.Forbidden, proctoringMessages.candidateDisqualified);
      if (exam.status === 'stopped')
        throw new AppError(ErrorCode.Conflict, proctoringMessages.alreadyStopped);
      await recordJoin(ctx.db, { examId, userId: actor.userId, userName, at: ctx.clock.now() });
    }
    return {
      entry: {
        meetingId: exam.id,
        alias: examAliasOf(exam.id),
        meetingNumber: exam.room,
        title: exam.title,
        seatType: 'conference' as const,
        organizerUserId: exam.examinerUserId,
        organizerName: exam.examinerName,
        groupId: exam.groupId,
        startAt: exam.startAt.toISOString(),
        endAt: endOf(exam).toISOString(),
        canHost: role === 'examiner',
      },
      role,
      userName,
      snapshot: roomSnapshotOf(exam, await candidatesOf(ctx.db, examId)),
    };
  });
