import { z } from 'zod';
import {
  EXAM_DURATION_MAX_MINUTES,
  EXAM_DURATION_MIN_MINUTES,
  EXAM_STILL_CONTENT_TYPES,
  EXAM_STILL_KINDS,
  EXAM_TITLE_MAX_LENGTH,
} from './constants';
import { disqualificationLabels, examFlagLabels, proctoringMessages } from './texts';

const id = z.number().int().positive();

/** An exam's id (positive integer), as the links carry it. */
export const examIdSchema = id;

/** scheduled -> started (the examiner's Start Test) -> stopped (Stop Test); never back. */
export const EXAM_STATUSES = ['scheduled', 'started', 'stopped'] as const;
export const examStatusSchema = z.enum(EXAM_STATUSES);
export type ExamStatus = z.infer<typeof examStatusSchema>;

/** The exam creation form: a class (chat group), a title, a start time and a duration. */
export const newExamSchema = z.object({
  groupId: id,
  title: z
    .string({ error: proctoringMessages.titleRequired })
    .trim()
    .min(1, proctoringMessages.titleRequired)
    .max(EXAM_TITLE_MAX_LENGTH),
  startAt: z.iso.datetime({ offset: true, error: proctoringMessages.startRequired }),
  durationMinutes: z
    .number({ error: proctoringMessages.durationOutOfRange })
    .int(proctoringMessages.durationOutOfRange)
    .min(EXAM_DURATION_MIN_MINUTES, proctoringMessages.durationOutOfRange)
    .max(EXAM_DURATION_MAX_MINUTES, proctoringMessages.durationOutOfRange),
});
export type NewExam = z.input<typeof newExamSchema>;

/** An exam as its examiner and its candidates see it. Times are ISO. */
export const examSchema = z.object({
  examId: id,
  title: z.string(),
  groupId: id,
  groupName: z.string(),
  examinerUserId: id,
  examinerName: z.string(),
  startAt: z.string(),
  durationMinutes: z.number().int(),
  /** startAt plus the duration. */
  endAt: z.string(),
  status: examStatusSchema,
  startedAt: z.string().nullable(),
  stoppedAt: z.string().nullable(),
  /** The live room the exam runs in (the room service's meeting number) and the alias to join it by. */
  room: z.string(),
  alias: z.string(),
  /** Paths on the web app: /proctoring/candidate?exam=<id>, /proctoring/examinor?exam=<id>. */
  candidateLink: z.string(),
  examinerLink: z.string(),
  createdAt: z.string(),
});
export type Exam = z.infer<typeof examSchema>;

/** The caller's part in an exam. */
export const EXAM_ROLES = ['examiner', 'candidate'] as const;
export const examRoleSchema = z.enum(EXAM_ROLES);
export type ExamRole = z.infer<typeof examRoleSchema>;

export const DISQUALIFICATION_REASONS = Object.keys(disqualificationLabels) as [
  keyof typeof disqualificationLabels,
  ...(keyof typeof disqualificationLabels)[],
];
export const disqualificationReasonSchema = z.enum(DISQUALIFICATION_REASONS);
export type DisqualificationReason = z.infer<typeof disqualificationReasonSchema>;

/**
 * One candidate of an exam (a class member who entered its room): when they joined, started and
 * ended, and their disqualification. `elapsedSeconds` is the server's count from their start to their
 * end (or to now while the test runs).
 */
export const examCandidateSchema = z.object({
  examId: id,
  userId: id,
  userName: z.string(),
  joinedAt: z.string(),
  startedAt: z.string().nullable(),
  endedAt: z.string().nullable(),
  elapsedSeconds: z.number().int().nonnegative(),
  disqualified: disqualificationReasonSchema.nullable(),
  disqualifiedAt: z.string().nullable(),
  flagCount: z.number().int().nonnegative(),
});
export type ExamCandidate = z.infer<typeof examCandidateSchema>;

export const EXAM_FLAG_KINDS = Object.keys(examFlagLabels) as [
  keyof typeof examFlagLabels,
  ...(keyof typeof examFlagLabels)[],
];
export const examFlagKindSchema = z.enum(EXAM_FLAG_KINDS);
export type ExamFlagKind = z.infer<typeof examFlagKindSchema>;

export const examStillKindSchema = z.enum(EXAM_STILL_KINDS);
export const examStillContentTypeSchema = z.enum(EXAM_STILL_CONTENT_TYPES, {
  error: proctoringMessages.stillType,
});

/** A still frame kept with a flag; `path` is where the file server serves it (to the examiner only). */
export const examStillSchema = z.object({
  kind: examStillKindSchema,
  contentType: examStillContentTypeSchema,
  bytes: z.number().int().positive(),
  path: z.string(),
  at: z.string(),
});
export type ExamStill = z.infer<typeof examStillSchema>;

/** One flag: what the candidate's page saw, when (server time, or a checked earlier time), and its stills. */
export const examFlagSchema = z.object({
  flagId: z.uuid(),
  examId: id,
  userId: id,
  userName: z.string(),
  kind: examFlagKindSchema,
  /** A short detail the page gave (the shared surface: 'window', 'browser'); null otherwise. */
  detail: z.string().nullable(),
  at: z.string(),
  stills: z.array(examStillSchema),
});
export type ExamFlag = z.infer<typeof examFlagSchema>;

/** One examiner message to one candidate (chatexam), as kept. */
export const examMessageSchema = z.object({
  messageId: z.uuid(),
  examId: id,
  toUserId: id,
  fromName: z.string(),
  message: z.string(),
  sentAt: z.string(),
});
export type ExamMessage = z.infer<typeof examMessageSchema>;

/** The exam report (after Stop Test): per candidate start, end, time taken, disqualification, flags with stills. */
export const examReportSchema = z.object({
  exam: examSchema,
  candidates: z.array(
    examCandidateSchema.extend({
      flags: z.array(examFlagSchema),
    }),
  ),
  generatedAt: z.string(),
});
export type ExamReport = z.infer<typeof examReportSchema>;

export const EXAM_REPORT_FORMATS = ['csv', 'pdf'] as const;
export const examReportFormatSchema = z.enum(EXAM_REPORT_FORMATS);
export type ExamReportFormat = z.infer<typeof examReportFormatSchema>;
