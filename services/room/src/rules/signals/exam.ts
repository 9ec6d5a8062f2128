import {
  AppError,
  ErrorCode,
  EXAM_TIME_TOLERANCE_SECONDS,
  type ExamRoomCandidate,
  type ExamRoomSnapshot,
  proctoringMessages,
} from '@canstring/contracts';
import type { ExamRecord } from '../../exam/exam-calls';
import { stoppedExam } from '../../exam/exam-stop';
import type { ParticipantModel, RoomModel } from '../../room/model';
import { forbidden, keep, type SignalRules } from './signal-scope';

const examOf = (model: RoomModel): ExamRoomSnapshot => {
  const exam = model.features.exam;
  if (!exam) throw forbidden(proctoringMessages.notAnExamRoom);
  return exam;
};

/** What the proctoring service recorded first; a rule of an exam's signal never runs without it. */
const recorded = <K extends ExamRecord['kind']>(record: ExamRecord | null, kind: K) => {
  if (record?.kind !== kind) throw new Error(`${kind} was not recorded first`);
  return record as Extract<ExamRecord, { kind: K }>;
};

/** The sender as one of the exam's candidates (the examiner is refused). */
const candidateOf = (
  exam: ExamRoomSnapshot,
  me: ParticipantModel,
  isHost: (p: ParticipantModel) => boolean,
) => {
  const entry = exam.candidates.find((c) => c.userId === me.userId);
  if (isHost(me) || !entry) throw forbidden(proctoringMessages.candidateOnly);
  return entry;
};

/** The examiner(s) in the room now: who hears the candidates' times, flags and starts. */
const examinersIn = (model: RoomModel, isHost: (p: ParticipantModel) => boolean) =>
  model.participants.filter(isHost).map((p) => p.participantId);

const withCandidate = (
  exam: ExamRoomSnapshot,
  userId: number,
  change: (c: ExamRoomCandidate) => ExamRoomCandidate,
): ExamRoomSnapshot => ({
  ...exam,
  candidates: exam.candidates.map((c) => (c.userId === userId ? change(c) : c)),
});

/**
 * A proctored exam's signals (spec 3 §4, §7; contracts proctoring/exam-room.ts). Start and Stop Test,
 * a candidate's start and a flag are recorded by the proctoring service first; each rule then keeps
 * the exam's state for late joiners (feature `exam`) and says who hears it: a candidate's time and
 * flags reach the examiner(s) only, a message its one candidate.
 */
export const examSignals = {
  testStarted: ({ model, exam: record, announce }) => {
    const { exam } = recorded(record, 'testStarted');
    keep(model, 'exam', { ...examOf(model), status: 'started', startedAt: exam.startedAt });
    return announce({ payload: { startedAt: exam.startedAt } });
  },
  testStopped: ({ model, exam: record, announce }) => {
    const { exam, candidates } = recorded(record, 'testStopped');
    const stoppedAt = exam.stoppedAt ?? '';
    keep(model, 'exam', stoppedExam(examOf(model), stoppedAt, candidates));
    return announce({ payload: { stoppedAt, timeUp: false } });
  },
  candidateStarted: ({ model, me, isHost, exam: record, announce }) => {
    const { candidate } = recorded(record, 'candidateStarted');
    const exam = examOf(model);
    candidateOf(exam, me, isHost);
    keep(
      model,
      'exam',
      withCandidate(exam, candidate.userId, (c) => ({ ...c, startedAt: candidate.startedAt })),
    );
    return announce({
      payload: { userId: candidate.userId, startedAt: candidate.startedAt },
      audience: [...examinersIn(model, isHost), me.participantId],
    });
  },
  updateCandidateTime: ({ model, me, isHost, now, signal, announce }) => {
    const exam = examOf(model);
    const entry = candidateOf(exam, me, isHost);
    if (exam.status !== 'started' || !entry.startedAt || entry.endedAt || entry.disqualified)
      throw new AppError(ErrorCode.Conflict, proctoringMessages.candidateNotStarted);
    const time = Math.max(0, Math.floor((now.getTime() - new Date(entry.startedAt).getTime()) / 1000));
    if (Math.abs(signal.payload.time - time) > EXAM_TIME_TOLERANCE_SECONDS)
      throw new AppError(ErrorCode.BadInput, proctoringMessages.forgedTime);
    return announce({ payload: { userId: entry.userId, time }, audience: examinersIn(model, isHost) });
  },
  chatexam: ({ model, me, isHost, signal, announce }) => {
    const exam = examOf(model);
    const { toParticipantId, message } = signal.payload;
    const to = model.participants.find((p) => p.participantId === toParticipantId);
    const candidate = to && !isHost(to) && exam.candidates.some((c) => c.userId === to.userId);
    if (!to || !candidate || to.userId === null)
      throw new AppError(ErrorCode.NotFound, proctoringMessages.candidateNotInExam);
    return announce({
      payload: { toParticipantId, toUserId: to.userId, message, name: me.userName },
      audience: [to.participantId, me.participantId],
    });
  },
  examFlag: ({ model, me, isHost, exam: record, announce }) => {
    const { flag } = recorded(record, 'examFlag');
    candidateOf(examOf(model), me, isHost);
    return announce({ payload: flag, audience: [...examinersIn(model, isHost), me.participantId] });
  },
  examFlagStill: ({ model, me, isHost, signal, announce }) => {
    const entry = candidateOf(examOf(model), me, isHost);
    return announce({
      payload: { flagId: signal.payload.flagId, userId: entry.userId },
      audience: examinersIn(model, isHost),
    });
  },
} satisfies Partial<SignalRules>;
