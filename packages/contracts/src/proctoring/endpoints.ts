import { z } from 'zod';
import { actorSchema } from '../actor';
import { endpoint } from '../endpoint';
import { meetingEntrySchema } from '../meeting/entry';
import { participantIdSchema } from '../room/participant';
import { EXAM_LIST_MAX, EXAM_STILL_MAX_BYTES } from './constants';
import {
  disqualificationReasonSchema,
  examCandidateSchema,
  examFlagKindSchema,
  examFlagSchema,
  examIdSchema,
  examMessageSchema,
  examReportFormatSchema,
  examReportSchema,
  examRoleSchema,
  examSchema,
  examStillContentTypeSchema,
  examStillKindSchema,
  examStillSchema,
  newExamSchema,
} from './exam';
import { examRoomSnapshotSchema } from './exam-room';
import { proctoringMessages } from './texts';

const userId = z.number().int().positive();
const exam = { actor: actorSchema, examId: examIdSchema };
const still = {
  ...exam,
  flagId: z.uuid(),
  kind: examStillKindSchema,
};

/**
 * The proctoring service's endpoints (prefix `proctoring.`). The examiner is the exam's creator (an
 * administrator, role 1, who belongs to the class); candidates are the class's other members. Every
 * endpoint with an actor checks it: NOT_FOUND 'Exam not found' for no such exam, FORBIDDEN for someone
 * outside the class ('You are not a member of this class') or a candidate asking an examiner's
 * endpoint ('Only the examiner can do this').
 */
export const proctoringEndpoints = {
  /** Creates an exam for a class; FORBIDDEN for a member (role 2) or outside the class. */
  create: endpoint(
    'proctoring.exams.create',
    z.object({ actor: actorSchema, exam: newExamSchema }),
    z.object({ exam: examSchema }),
  ),
  /** The caller's exams, soonest start first: those they examine and those of their classes. */
  list: endpoint(
    'proctoring.exams.list',
    z.object({
      actor: actorSchema,
      limit: z.number().int().min(1).max(EXAM_LIST_MAX).default(EXAM_LIST_MAX),
    }),
    z.object({ exams: z.array(z.object({ exam: examSchema, role: examRoleSchema })) }),
  ),
  /**
   * One exam as the caller sees it: the examiner gets every candidate and flag (with stills); a
   * candidate their own record (null before they joined) and the examiner's messages to them.
   */
  get: endpoint(
    'proctoring.exams.get',
    z.object(exam),
    z.object({
      exam: examSchema,
      role: examRoleSchema,
      candidates: z.array(examCandidateSchema),
      flags: z.array(examFlagSchema),
      messages: z.array(examMessageSchema),
    }),
  ),
  /**
   * The room service, when someone enters an exam's room (alias `exam-<id>`): who they are (examiner
   * or candidate) and the exam as a meeting entry (room, title, times; canHost for the examiner);
   * records a candidate's join. Refuses someone outside the class, a disqualified candidate, and a
   * candidate once the test has stopped ('The test has already been stopped').
   */
  entry: endpoint(
    'proctoring.exams.entry',
    z.object(exam),
    z.object({
      entry: meetingEntrySchema,
      role: examRoleSchema,
      userName: z.string(),
      snapshot: examRoomSnapshotSchema,
    }),
  ),
  /** Start Test (examiner): scheduled -> started; CONFLICT 'The test has already been started'. */
  testStart: endpoint('proctoring.test.start', z.object(exam), z.object({ exam: examSchema })),
  /** Stop Test (examiner): started -> stopped, every started candidate ended; CONFLICT when not running. */
  testStop: endpoint(
    'proctoring.test.stop',
    z.object(exam),
    z.object({ exam: examSchema, candidates: z.array(examCandidateSchema) }),
  ),
  /**
   * The room service only (no actor): the test has run its duration (from the examiner's start); it
   * stops as Stop Test would, at its end. CONFLICT 'The test is not running' otherwise.
   */
  testTimeUp: endpoint(
    'proctoring.test.timeUp',
    z.object({ examId: examIdSchema }),
    z.object({ exam: examSchema, candidates: z.array(examCandidateSchema) }),
  ),
  /** A candidate's Start Test, only after the examiner's (CONFLICT 'The examiner has not started the test yet'). */
  candidateStart: endpoint(
    'proctoring.candidate.start',
    z.object(exam),
    z.object({ candidate: examCandidateSchema }),
  ),
  /**
   * The room service only (no actor: the bus lets no one else call it): a started candidate left and
   * did not come back within EXAM_RETURN_GRACE_MS. Answers the same when asked twice.
   */
  candidateDisqualify: endpoint(
    'proctoring.candidate.disqualify',
    z.object({
      examId: examIdSchema,
      userId,
      reason: disqualificationReasonSchema,
      at: z.iso.datetime({ offset: true }),
    }),
    z.object({ candidate: examCandidateSchema }),
  ),
  /**
   * A flag the candidate's page raised (the room service forwards the candidate's examFlag signal):
   * kept with the server's time, or `happenedAt` when it is at most EXAM_FLAG_BACKDATE_MAX_MS ago
   * (else BAD_INPUT 'The time of this flag is not valid').
   */
  flagRaise: endpoint(
    'proctoring.flags.raise',
    z.object({
      ...exam,
      kind: examFlagKindSchema,
      detail: z.string().max(64).nullable(),
      happenedAt: z.iso.datetime({ offset: true }).nullable(),
    }),
    z.object({ flag: examFlagSchema }),
  ),
  /**
   * Asked by the file server before it writes a still: the flag must be the caller's own, its still of
   * that kind not kept yet; answers where to write it (relative to DATA_DIR).
   */
  stillAuthorizeUpload: endpoint(
    'proctoring.stills.authorizeUpload',
    z.object({
      ...still,
      contentType: examStillContentTypeSchema,
      bytes: z.number().int().positive().max(EXAM_STILL_MAX_BYTES, proctoringMessages.stillTooLarge),
    }),
    z.object({ relativePath: z.string() }),
  ),
  /** The file server, once the still is written where it was told: keeps it with the flag. */
  stillRecord: endpoint(
    'proctoring.stills.record',
    z.object({
      ...still,
      contentType: examStillContentTypeSchema,
      bytes: z.number().int().positive().max(EXAM_STILL_MAX_BYTES, proctoringMessages.stillTooLarge),
    }),
    z.object({ still: examStillSchema }),
  ),
  /** Asked by the file server before it serves a still: the exam's examiner only. */
  stillAuthorizeDownload: endpoint(
    'proctoring.stills.authorizeDownload',
    z.object(still),
    z.object({ relativePath: z.string(), contentType: examStillContentTypeSchema }),
  ),
  /** Keeps an examiner message to one candidate (the room service, after delivering chatexam). */
  messageRecord: endpoint(
    'proctoring.messages.record',
    z.object({ ...exam, toUserId: userId, message: z.string().min(1) }),
    z.object({ message: examMessageSchema }),
  ),
  /** The report (examiner; after Stop Test, else CONFLICT 'The report is ready once the test has been stopped'). */
  report: endpoint('proctoring.report.get', z.object(exam), z.object({ report: examReportSchema })),
  /**
   * Writes the report as CSV or PDF (with the stills) under DATA_DIR and answers where, for the file
   * server to send it as a download named `fileName`.
   */
  reportExport: endpoint(
    'proctoring.report.export',
    z.object({ ...exam, format: examReportFormatSchema }),
    z.object({ relativePath: z.string(), fileName: z.string(), contentType: z.string() }),
    { timeoutMs: 30_000 },
  ),
} as const;

/**
 * The media service, asked by the room service when a candidate presses Start Test: which of the
 * participant's feeds publish in the SFU now (camera: the camera feed has video; screen: the screen feed).
 */
export const examMediaEndpoints = {
  published: endpoint(
    'media.room.published',
    z.object({ room: z.string().min(1).max(32), participantId: participantIdSchema }),
    z.object({ camera: z.boolean(), screen: z.boolean() }),
  ),
} as const;

/** Where the file server takes and serves stills and the report (spec: ours). */
export const proctoringStillPath = (examId: number, flagId: string, kind: string): string =>
  `/proctoring/stills/${examId}/${flagId}/${kind}`;
export const proctoringReportPath = (examId: number, format: string): string =>
  `/proctoring/exams/${examId}/report.${format}`;
/** Files under DATA_DIR (the file server writes stills; the proctoring service writes reports). */
export const proctoringStillRelativePath = (
  examId: number,
  flagId: string,
  kind: string,
  ext: string,
): string => `proctoring/stills/${examId}/${flagId}-${kind}.${ext}`;
export const proctoringReportRelativePath = (examId: number, stamp: string, format: string): string =>
  `proctoring/reports/${examId}-${stamp}.${format}`;
