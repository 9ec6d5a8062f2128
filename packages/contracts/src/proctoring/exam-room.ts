import { z } from 'zod';
import { participantIdSchema } from '../room/participant';
import { EXAM_MESSAGE_MAX_LENGTH } from './constants';
import { disqualificationReasonSchema, examFlagKindSchema, examFlagSchema, examStatusSchema } from './exam';
import { proctoringMessages } from './texts';

/**
 * What an exam's live room keeps (room feature `exam`, spec 3 §4 Test state): the test's state and
 * each candidate's start, end, absence and disqualification, so a reloading examiner or candidate
 * opens where the exam stands. The proctoring service's database is the record; the room mirrors
 * what its rules need (the forged-time check, the return grace). Null in every other room.
 */
export const examRoomCandidateSchema = z.object({
  userId: z.number().int().positive(),
  userName: z.string(),
  startedAt: z.string().nullable(),
  endedAt: z.string().nullable(),
  /** Left the room (page closed, or silent past the heartbeat grace) since then; null while present. */
  leftAt: z.string().nullable(),
  /** How they left: an explicit leave is a closed page; the sweeper's removal a lost connection. */
  leftHow: disqualificationReasonSchema.nullable(),
  disqualified: disqualificationReasonSchema.nullable(),
});
export type ExamRoomCandidate = z.infer<typeof examRoomCandidateSchema>;

export const examRoomSnapshotSchema = z
  .object({
    examId: z.number().int().positive(),
    examinerUserId: z.number().int().positive(),
    status: examStatusSchema,
    startedAt: z.string().nullable(),
    stoppedAt: z.string().nullable(),
    durationMinutes: z.number().int().positive(),
    candidates: z.array(examRoomCandidateSchema),
  })
  .strict();
export type ExamRoomSnapshot = z.infer<typeof examRoomSnapshotSchema>;

const nothing = z.object({}).strict();

/**
 * The exam's room signals (spec 3 §7 proctoring: testStarted, chatexam, updateCandidateTime; ours
 * beside them), sent with `sendRoomSignal` like any room signal. Exam rooms take only these and the
 * few room signals in EXAM_ROOM_OTHER_METHODS; other rooms refuse these.
 *
 * What each one's event carries (payload, and who hears it):
 * - testStarted (examiner): { startedAt } to everyone; the `exam` snapshot says status 'started'.
 * - testStopped (examiner, or the room service when the duration has run): { stoppedAt, timeUp } to
 *   everyone; candidates are exited.
 * - candidateStarted (candidate; only after testStarted, with camera and screen published):
 *   { userId, startedAt } to the examiner(s) and the candidate.
 * - updateCandidateTime (candidate, every second): { userId, time } to the examiner(s) only, `time`
 *   the server's count in seconds; a time more than EXAM_TIME_TOLERANCE_SECONDS off is refused.
 * - chatexam (examiner): { toParticipantId, toUserId, message, name } to that candidate and the sender
 *   only; `name` is the examiner's.
 * - examFlag (candidate): the kept flag (ExamFlag, stills empty) to the examiner(s) and the candidate.
 * - examFlagStill (candidate, once its stills are uploaded): { flagId, userId } to the examiner(s).
 * - candidateDisqualified (the room service's own event): { candidates: [{ userId, reason }] } to everyone.
 */
export const examSignalPayloads = {
  testStarted: nothing,
  testStopped: nothing,
  candidateStarted: nothing,
  updateCandidateTime: z
    .object({
      time: z
        .number({ error: proctoringMessages.forgedTime })
        .int(proctoringMessages.forgedTime)
        .nonnegative(),
    })
    .strict(),
  chatexam: z
    .object({
      toParticipantId: participantIdSchema,
      message: z
        .string({ error: proctoringMessages.messageEmpty })
        .trim()
        .min(1, proctoringMessages.messageEmpty)
        .max(EXAM_MESSAGE_MAX_LENGTH),
    })
    .strict(),
  examFlag: z
    .object({
      kind: examFlagKindSchema,
      detail: z.string().trim().max(64).nullable().default(null),
      /** When it happened, if earlier than now (offline); at most EXAM_FLAG_BACKDATE_MAX_MS ago. */
      happenedAt: z.iso.datetime({ offset: true }).nullable().default(null),
    })
    .strict(),
  examFlagStill: z.object({ flagId: z.uuid() }).strict(),
} as const;
export type ExamSignalMethod = keyof typeof examSignalPayloads;
export const EXAM_SIGNAL_METHODS = Object.keys(examSignalPayloads) as ExamSignalMethod[];

/** The examiner holds the room's host power; candidates are participants (the rules check which). */
export const examSignalRights = {
  testStarted: 'host',
  testStopped: 'host',
  candidateStarted: 'participant',
  updateCandidateTime: 'participant',
  chatexam: 'host',
  examFlag: 'participant',
  examFlagStill: 'participant',
} as const satisfies Record<ExamSignalMethod, 'host' | 'participant'>;

/**
 * Room signals an exam room takes besides its own: the camera and mic a page reports, asking for the
 * state again. Chat, hands, sharing and the rest are refused ('Not available during an exam').
 */
export const EXAM_ROOM_OTHER_METHODS = ['micEnabled', 'camEnabled', 'meetingInitialStatus'] as const;

/** The payloads the events carry, for the pages to read them by. */
export const examEventPayloads = {
  testStarted: z.object({ startedAt: z.string() }),
  testStopped: z.object({ stoppedAt: z.string(), timeUp: z.boolean() }),
  candidateStarted: z.object({ userId: z.number().int().positive(), startedAt: z.string() }),
  updateCandidateTime: z.object({
    userId: z.number().int().positive(),
    time: z.number().int().nonnegative(),
  }),
  chatexam: z.object({
    toParticipantId: participantIdSchema,
    toUserId: z.number().int().positive(),
    message: z.string(),
    name: z.string(),
  }),
  examFlag: examFlagSchema,
  examFlagStill: z.object({ flagId: z.uuid(), userId: z.number().int().positive() }),
  candidateDisqualified: z.object({
    candidates: z.array(
      z.object({ userId: z.number().int().positive(), reason: disqualificationReasonSchema }),
    ),
  }),
} as const;
