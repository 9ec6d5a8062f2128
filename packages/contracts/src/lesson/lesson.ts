import { z } from 'zod';
import {
  LESSONS_PAGE_MAX,
  LESSONS_PAGE_SIZE,
  QUESTION_OPTION_MAX_LENGTH,
  QUESTION_OPTIONS_MAX,
  QUESTION_OPTIONS_MIN,
  QUESTION_TEXT_MAX_LENGTH,
  QUESTIONS_PER_SET_MAX,
  SETS_PER_LESSON_MAX,
  SURVEY_ANSWER_MAX_LENGTH,
} from './constants';
import { lessonMessages } from './messages';

const id = z.number().int().positive();

/**
 * Where a lesson's video stands: being probed (duration, thumbnail), ready to play and edit, or
 * failed (the reason in `failureReason`; kept, listed, never offered to play).
 */
export const LESSON_STATUSES = ['preparing', 'ready', 'failed'] as const;
export const lessonStatusSchema = z.enum(LESSON_STATUSES);
export type LessonStatus = z.infer<typeof lessonStatusSchema>;

/** Who a person is to a class's lessons: its hosts (role 1 members) edit, every member learns. */
export const LESSON_ROLES = ['teacher', 'learner'] as const;
export const lessonRoleSchema = z.enum(LESSON_ROLES);
export type LessonRole = z.infer<typeof lessonRoleSchema>;

/** Where lessons come from (issue: the class chat's videos, and meeting recordings published to the class). */
export const LESSON_SOURCES = ['chat', 'recording'] as const;
export const lessonSourceSchema = z.enum(LESSON_SOURCES);
export type LessonSource = z.infer<typeof lessonSourceSchema>;

/** A person as lessons show them. */
export const lessonPersonSchema = z.object({
  userId: id,
  firstName: z.string(),
  lastName: z.string().nullable(),
});
export type LessonPerson = z.infer<typeof lessonPersonSchema>;

/**
 * An interactive lesson (spec 2 §3 Interactive lesson: message_id, message, shared_by, created_at,
 * duration, view_Url, thumb_Url): a video shared in a class's (group's) chat.
 */
export const lessonSchema = z.object({
  id,
  /** The class: the group whose chat shared the video. */
  classId: id,
  /** Where it came from: a video shared in the class's chat, or a meeting recording a teacher published to it. */
  source: lessonSourceSchema,
  /** The chat attachment it came from (spec message_id); null for a published recording. */
  attachmentId: id.nullable(),
  /** The published recording's unique name; null for a chat video. */
  recordingName: z.string().nullable(),
  /** The shared file's name or the recording's title (spec message); cards cut it with `shortLessonTitle`. */
  title: z.string(),
  /** Who shared it in the chat, or published the recording. */
  sharedBy: lessonPersonSchema,
  /** When it was shared or published (ISO). */
  createdAt: z.string(),
  mimeType: z.string(),
  status: lessonStatusSchema,
  /** Why it cannot be played, in words a person reads; null unless failed. */
  failureReason: z.string().nullable(),
  /** Seconds; null until probed. */
  durationSeconds: z.number().nonnegative().nullable(),
  /** Whether a thumbnail is kept (served by the file server, `lessonFilePaths.thumbnail`). */
  hasThumbnail: z.boolean(),
  /** How many question sets it carries. */
  questionSetCount: z.number().int().min(0),
  /** Legacy is_video_quiz_found (PUT /updateInteractiveVideo); set by every save too. */
  isVideoQuizFound: z.boolean(),
});
export type Lesson = z.infer<typeof lessonSchema>;

/** The four question types; the editor's tabs read 'Assessment', 'Servey', 'poll', 'Notes' (spec 2 §2.6). */
export const QUESTION_TYPES = ['assessment', 'survey', 'poll', 'notes'] as const;
export const questionTypeSchema = z.enum(QUESTION_TYPES);
export type QuestionType = z.infer<typeof questionTypeSchema>;
/** The editor's tab names, verbatim. */
export const questionTypeTabNames: Record<QuestionType, string> = {
  assessment: 'Assessment',
  survey: 'Servey',
  poll: 'poll',
  notes: 'Notes',
};

const questionText = z
  .string({ error: lessonMessages.questionTextRequired })
  .trim()
  .min(1, lessonMessages.questionTextRequired)
  .max(QUESTION_TEXT_MAX_LENGTH);
const optionText = z
  .string({ error: lessonMessages.optionTextRequired })
  .trim()
  .min(1, lessonMessages.optionTextRequired)
  .max(QUESTION_OPTION_MAX_LENGTH);
const options = z
  .array(optionText)
  .min(QUESTION_OPTIONS_MIN, lessonMessages.tooFewOptions)
  .max(QUESTION_OPTIONS_MAX, lessonMessages.tooManyOptions);

/**
 * A question as a teacher writes it. Options are addressed by their index (0-based) in `options`.
 * Assessment: options and the correct ones (one or more). Survey (Servey): free text. Poll: options.
 * Notes: text only (read and dismissed).
 */
export const questionInputSchema = z
  .discriminatedUnion('type', [
    z.object({
      type: z.literal('assessment'),
      text: questionText,
      options,
      correctOptions: z
        .array(z.number().int().min(0))
        .min(1, lessonMessages.correctOptionRequired)
        .max(QUESTION_OPTIONS_MAX),
    }),
    z.object({ type: z.literal('survey'), text: questionText }),
    z.object({ type: z.literal('poll'), text: questionText, options }),
    z.object({ type: z.literal('notes'), text: questionText }),
  ])
  .superRefine((q, ctx) => {
    if (q.type !== 'assessment') return;
    if (q.correctOptions.some((i) => i >= q.options.length))
      ctx.addIssue({
        code: 'custom',
        path: ['correctOptions'],
        message: lessonMessages.correctOptionUnknown,
      });
  });
export type QuestionInput = z.input<typeof questionInputSchema>;

/** A question of the bank as the teacher sees it (spec 2 §3 question_id, question, question_type). */
export const questionSchema = z.object({
  id,
  lessonId: id,
  type: questionTypeSchema,
  text: z.string(),
  /** Empty for survey and notes. */
  options: z.array(z.string()),
  /** Indexes of the correct options; empty unless assessment. */
  correctOptions: z.array(z.number().int().min(0)),
  createdAt: z.string(),
});
export type Question = z.infer<typeof questionSchema>;

/** A question as a learner sees it before answering: no correct options. */
export const learnerQuestionSchema = questionSchema.omit({ correctOptions: true, createdAt: true });
export type LearnerQuestion = z.infer<typeof learnerQuestionSchema>;

/** Seconds into the video, to the millisecond. */
export const videoSecondsSchema = z
  .number()
  .min(0)
  .max(24 * 3600);

/** A question set (spec 2 §3 Video quiz: quiz_id, lesson_id, question_ids, quiz_time, quiz_type, is_required). */
export const questionSetSchema = z.object({
  id,
  lessonId: id,
  /** In the order they are shown. */
  questionIds: z.array(id),
  /** Seconds into the video where the player stops. */
  time: z.number().min(0),
  /** The type its questions share. */
  type: questionTypeSchema,
  required: z.boolean(),
});
export type QuestionSet = z.infer<typeof questionSetSchema>;

/**
 * A set as the editor sends it: `id` for one already saved (changed in place, its answers kept),
 * none for a new one. Checked on the server: at least one question, all of one type from this
 * lesson's bank, the time within the video, no other set within 15 s.
 */
export const questionSetInputSchema = z.object({
  id: id.optional(),
  /** An empty list is refused by the service with lessonMessages.selectAtLeastOneQuestion as the message. */
  questionIds: z.array(id, { error: lessonMessages.selectAtLeastOneQuestion }).max(QUESTIONS_PER_SET_MAX),
  time: videoSecondsSchema,
  required: z.boolean().default(false),
});
export type QuestionSetInput = z.input<typeof questionSetInputSchema>;
export const questionSetListInputSchema = z.array(questionSetInputSchema).max(SETS_PER_LESSON_MAX);

/** One answer to one question of a set. */
export const answerInputSchema = z.object({
  questionId: id,
  /** Assessment: the options chosen (one or more); poll: exactly one. */
  chosenOptions: z.array(z.number().int().min(0)).max(QUESTION_OPTIONS_MAX).optional(),
  /** Survey: the learner's words. */
  text: z.string().trim().max(SURVEY_ANSWER_MAX_LENGTH).optional(),
});
export type AnswerInput = z.input<typeof answerInputSchema>;

/** A stored answer, with its feedback once given. */
export const answerSchema = z.object({
  questionId: id,
  type: questionTypeSchema,
  chosenOptions: z.array(z.number().int().min(0)),
  text: z.string().nullable(),
  /** Assessment only: whether the chosen options are exactly the correct ones; null otherwise. */
  correct: z.boolean().nullable(),
  /** Assessment only: the correct options (the feedback); empty otherwise. */
  correctOptions: z.array(z.number().int().min(0)),
});
export type Answer = z.infer<typeof answerSchema>;

/** A learner's answers to one set. */
export const setAnswersSchema = z.object({
  setId: id,
  answers: z.array(answerSchema),
  /** Assessment sets: right answers among the set's questions; 0 otherwise. */
  score: z.number().int().min(0),
  maxScore: z.number().int().min(0),
  answeredAt: z.string(),
});
export type SetAnswers = z.infer<typeof setAnswersSchema>;

/** The class's counts for one poll question: how many chose each option (same order as `options`). */
export const pollCountsSchema = z.object({
  questionId: id,
  counts: z.array(z.number().int().min(0)),
  total: z.number().int().min(0),
});
export type PollCounts = z.infer<typeof pollCountsSchema>;

/** Where a learner stands in a lesson. */
export const progressSchema = z.object({
  /** Last saved position (seconds): where the player resumes. */
  position: z.number().min(0),
  /** The furthest position reached. */
  furthest: z.number().min(0),
  /** Whether the learner reached the end. */
  completed: z.boolean(),
  updatedAt: z.string().nullable(),
});
export type Progress = z.infer<typeof progressSchema>;

/** A learner's score over the whole lesson (every assessment question of every set). */
export const scoreSchema = z.object({
  score: z.number().int().min(0),
  maxScore: z.number().int().min(0),
});

/** One learner's line in the teacher's results. */
export const learnerResultSchema = z.object({
  learner: lessonPersonSchema,
  progress: progressSchema,
  answers: z.array(setAnswersSchema),
  ...scoreSchema.shape,
});
export type LearnerResult = z.infer<typeof learnerResultSchema>;

export const lessonPageSchema = z.object({
  offset: z.number().int().min(0).default(0),
  limit: z.number().int().min(1).max(LESSONS_PAGE_MAX).default(LESSONS_PAGE_SIZE),
});
