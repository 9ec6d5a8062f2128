import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgSchema,
  primaryKey,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';

/** The lesson service's own PostgreSQL schema; no other service reads these tables. */
export const lessonSchema = pgSchema('lesson');

/** Interactive lessons (spec 2 §3): each a video shared in a class's (group's) chat. */
export const lessons = lessonSchema.table(
  'lessons',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** The group whose chat shared it. */
    classId: integer('class_id').notNull(),
    /** chat | recording */
    source: text('source').notNull().default('chat'),
    /** The chat attachment (spec message_id); one lesson per attachment; null for a recording. */
    attachmentId: integer('attachment_id').unique(),
    /** A published recording's unique name; one lesson per recording and class. */
    recordingName: text('recording_name'),
    /**
     * The file's name: the file server's upload (DATA_DIR/media/uploads/<name>) for a chat video, the
     * recording's (DATA_DIR/recordings/<name>.webm, its browser rendition) for a recording.
     */
    uploadName: text('upload_name').notNull(),
    title: text('title').notNull(),
    sharedById: integer('shared_by_id').notNull(),
    sharedByFirstName: text('shared_by_first_name').notNull(),
    sharedByLastName: text('shared_by_last_name'),
    mimeType: text('mime_type').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    /** preparing | ready | failed */
    status: text('status').notNull().default('preparing'),
    failureReason: text('failure_reason'),
    durationSeconds: doublePrecision('duration_seconds'),
    /** Relative to DATA_DIR; null when none was made. */
    thumbnailFile: text('thumbnail_file'),
    isVideoQuizFound: boolean('is_video_quiz_found').notNull().default(false),
  },
  (t) => [
    index('lessons_class_idx').on(t.classId, t.createdAt.desc(), t.id.desc()),
    unique('lessons_recording_once').on(t.classId, t.recordingName),
    check('lessons_status', sql`${t.status} IN ('preparing', 'ready', 'failed')`),
    check('lessons_source', sql`${t.source} IN ('chat', 'recording')`),
    check(
      'lessons_one_origin',
      sql`(${t.source} = 'chat' AND ${t.attachmentId} IS NOT NULL) OR (${t.source} = 'recording' AND ${t.recordingName} IS NOT NULL)`,
    ),
  ],
);
export type LessonRow = typeof lessons.$inferSelect;

/** A lesson's question bank. */
export const questions = lessonSchema.table(
  'questions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    lessonId: integer('lesson_id')
      .notNull()
      .references(() => lessons.id, { onDelete: 'cascade' }),
    /** assessment | survey | poll | notes */
    type: text('type').notNull(),
    text: text('text').notNull(),
    options: jsonb('options').$type<string[]>().notNull(),
    correctOptions: jsonb('correct_options').$type<number[]>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('questions_lesson_idx').on(t.lessonId),
    check('questions_type', sql`${t.type} IN ('assessment', 'survey', 'poll', 'notes')`),
  ],
);
export type QuestionRow = typeof questions.$inferSelect;

/** Question sets (spec 2 §3 Video quiz): where the player stops and what it asks. */
export const questionSets = lessonSchema.table(
  'question_sets',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    lessonId: integer('lesson_id')
      .notNull()
      .references(() => lessons.id, { onDelete: 'cascade' }),
    questionIds: jsonb('question_ids').$type<number[]>().notNull(),
    time: doublePrecision('time').notNull(),
    type: text('type').notNull(),
    required: boolean('required').notNull().default(false),
  },
  (t) => [index('question_sets_lesson_idx').on(t.lessonId, t.time)],
);
export type QuestionSetRow = typeof questionSets.$inferSelect;

/** One stored answer to one question (feedback included), as kept inside a set's answers. */
export interface StoredAnswer {
  questionId: number;
  type: string;
  chosenOptions: number[];
  text: string | null;
  correct: boolean | null;
  correctOptions: number[];
}

/** A learner's answers to one set: once per set and learner. */
export const setAnswers = lessonSchema.table(
  'set_answers',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    setId: integer('set_id')
      .notNull()
      .references(() => questionSets.id, { onDelete: 'cascade' }),
    lessonId: integer('lesson_id')
      .notNull()
      .references(() => lessons.id, { onDelete: 'cascade' }),
    learnerId: integer('learner_id').notNull(),
    answers: jsonb('answers').$type<StoredAnswer[]>().notNull(),
    score: integer('score').notNull(),
    maxScore: integer('max_score').notNull(),
    answeredAt: timestamp('answered_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('set_answers_once').on(t.setId, t.learnerId),
    index('set_answers_lesson_idx').on(t.lessonId, t.learnerId),
  ],
);
export type SetAnswersRow = typeof setAnswers.$inferSelect;

/** Where each learner stands in a lesson, with their name as the class knew it. */
export const progress = lessonSchema.table(
  'progress',
  {
    lessonId: integer('lesson_id')
      .notNull()
      .references(() => lessons.id, { onDelete: 'cascade' }),
    learnerId: integer('learner_id').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name'),
    position: doublePrecision('position').notNull().default(0),
    furthest: doublePrecision('furthest').notNull().default(0),
    completed: boolean('completed').notNull().default(false),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.lessonId, t.learnerId] })],
);
export type ProgressRow = typeof progress.$inferSelect;

export const schema = { lessons, questions, questionSets, setAnswers, progress };
export type LessonSchema = typeof schema;
