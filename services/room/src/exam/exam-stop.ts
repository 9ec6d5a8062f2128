import {
  AppError,
  ErrorCode,
  type ExamCandidate,
  type ExamRoomSnapshot,
  proctoringEndpoints,
} from '@canstring/contracts';
import { call } from '@canstring/service-kit';
import type { RoomServiceContext } from '../context';
import type { RoomRule } from '../room/room-rule';

/** The exam as the room keeps it once stopped: each candidate's end as the proctoring service set it. */
export const stoppedExam = (
  kept: ExamRoomSnapshot,
  stoppedAt: string,
  candidates: Pick<ExamCandidate, 'userId' | 'endedAt'>[] | null,
): ExamRoomSnapshot => {
  const ends = new Map((candidates ?? []).map((c) => [c.userId, c.endedAt]));
  return {
    ...kept,
    status: 'stopped',
    stoppedAt,
    candidates: kept.candidates.map((c) => ({
      ...c,
      endedAt: ends.get(c.userId) ?? c.endedAt ?? (c.startedAt && !c.disqualified ? stoppedAt : null),
    })),
  };
};

/**
 * A test that has run its duration from the examiner's start stops by itself (the spec is silent;
 * a timed exam ends on time): the proctoring service records it at its end, then the room tells
 * everyone, as for Stop Test. A test the proctoring service already holds stopped is stopped here too.
 */
export const examTimeUp =
  (ctx: RoomServiceContext): RoomRule =>
  async ({ model, now }) => {
    const exam = model.features.exam;
    if (exam?.status !== 'started' || !exam.startedAt) return { event: null };
    const end = new Date(new Date(exam.startedAt).getTime() + exam.durationMinutes * 60_000);
    if (now.getTime() < end.getTime()) return { event: null };
    try {
      const stopped = await call(ctx.nc, proctoringEndpoints.testTimeUp, { examId: exam.examId });
      const stoppedAt = stopped.exam.stoppedAt ?? end.toISOString();
      model.features.exam = stoppedExam(exam, stoppedAt, stopped.candidates);
      return { event: { method: 'testStopped', payload: { stoppedAt, timeUp: true } } };
    } catch (error) {
      if (!(error instanceof AppError && error.code === ErrorCode.Conflict)) {
        ctx.log.warn({ err: error, examId: exam.examId }, 'an exam past its time could not be stopped yet');
        return { event: null };
      }
      // Stopped there already (the examiner at the same moment): the room follows.
      model.features.exam = stoppedExam(exam, end.toISOString(), null);
      return { event: { method: 'testStopped', payload: { stoppedAt: end.toISOString(), timeUp: true } } };
    }
  };
