import {
  AppError,
  ErrorCode,
  type Exam,
  type ExamCandidate,
  type ExamFlag,
  examIdOfAlias,
  examMediaEndpoints,
  proctoringEndpoints,
  proctoringMessages,
  type RoomCaller,
  type RoomSignal,
} from '@canstring/contracts';
import { call } from '@canstring/service-kit';
import { eq } from 'drizzle-orm';
import type { RoomServiceContext } from '../context';
import { rooms } from '../db/schema';

/**
 * What the proctoring service recorded for an exam signal, asked before the room is taken (as a
 * shareDoc's content is): it is the record and checks the caller's part in the exam itself.
 */
export type ExamRecord =
  | { kind: 'testStarted'; exam: Exam }
  | { kind: 'testStopped'; exam: Exam; candidates: ExamCandidate[] }
  | { kind: 'candidateStarted'; candidate: ExamCandidate }
  | { kind: 'examFlag'; flag: ExamFlag };

const EXAM_METHODS = new Set<string>([
  'testStarted',
  'testStopped',
  'candidateStarted',
  'updateCandidateTime',
  'chatexam',
  'examFlag',
  'examFlagStill',
]);

/** The exam a room runs (by its alias); null for a meeting's room. */
export const examOfRoom = async (ctx: RoomServiceContext, room: string): Promise<number | null> => {
  const [row] = await ctx.db.select({ alias: rooms.alias }).from(rooms).where(eq(rooms.room, room));
  return row ? examIdOfAlias(row.alias) : null;
};

/**
 * Records an exam signal with the proctoring service before the room applies it: Start and Stop Test
 * (the examiner's), a candidate's start (once the media service sees both their camera and their
 * screen publishing), a flag. Other signals record nothing first. A signal of an exam's family sent
 * in a meeting's room is refused here.
 */
export const recordExamSignal = async (
  ctx: RoomServiceContext,
  input: { caller: RoomCaller; room: string; participantId: string; signal: RoomSignal; requestId: string },
): Promise<ExamRecord | null> => {
  const { caller, room, participantId, signal, requestId } = input;
  if (!EXAM_METHODS.has(signal.method)) return null;
  const examId = await examOfRoom(ctx, room);
  if (examId === null) throw new AppError(ErrorCode.Forbidden, proctoringMessages.notAnExamRoom);
  if (!('actor' in caller)) throw new AppError(ErrorCode.Forbidden, proctoringMessages.signInRequired);
  const asked = { actor: caller.actor, examId };
  const options = { requestId };
  switch (signal.method) {
    case 'testStarted':
      return { kind: 'testStarted', ...(await call(ctx.nc, proctoringEndpoints.testStart, asked, options)) };
    case 'testStopped':
      return { kind: 'testStopped', ...(await call(ctx.nc, proctoringEndpoints.testStop, asked, options)) };
    case 'candidateStarted': {
      const published = await call(ctx.nc, examMediaEndpoints.published, { room, participantId }, options);
      if (!published.camera || !published.screen)
        throw new AppError(ErrorCode.Conflict, proctoringMessages.shareBothFirst);
      return {
        kind: 'candidateStarted',
        ...(await call(ctx.nc, proctoringEndpoints.candidateStart, asked, options)),
      };
    }
    case 'examFlag':
      return {
        kind: 'examFlag',
        ...(await call(ctx.nc, proctoringEndpoints.flagRaise, { ...asked, ...signal.payload }, options)),
      };
    default:
      return null;
  }
};
