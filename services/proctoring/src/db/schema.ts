import { sql } from 'drizzle-orm';
import { check, index, integer, pgSchema, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** The proctoring service's own PostgreSQL schema; no other service reads these tables. */
export const proctoringSchema = pgSchema('proctoring');

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** Exams: a class's test with its examiner, times and state (scheduled -> started -> stopped). */
export const exams = proctoringSchema.table(
  'exams',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    title: text('title').notNull(),
    groupId: integer('group_id').notNull(),
    /** The class's name and the examiner's, as known at creation (lists need no call per row). */
    groupName: text('group_name').notNull(),
    examinerUserId: integer('examiner_user_id').notNull(),
    examinerName: text('examiner_name').notNull(),
    startAt: at('start_at').notNull(),
    durationMinutes: integer('duration_minutes').notNull(),
    status: text('status').notNull().default('scheduled'),
    startedAt: at('started_at'),
    stoppedAt: at('stopped_at'),
    /** The live room's number in the room service (EXAM_ROOM_NUMBER_LENGTH digits). */
    room: text('room').notNull().unique(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('exams_group_idx').on(t.groupId),
    index('exams_examiner_idx').on(t.examinerUserId),
    check('exams_status', sql`${t.status} IN ('scheduled', 'started', 'stopped')`),
  ],
);
export type ExamRow = typeof exams.$inferSelect;

/** Candidates: class members who entered the exam's room, with their start, end and disqualification. */
export const candidates = proctoringSchema.table(
  'candidates',
  {
    examId: integer('exam_id')
      .notNull()
      .references(() => exams.id, { onDelete: 'cascade' }),
    userId: integer('user_id').notNull(),
    userName: text('user_name').notNull(),
    joinedAt: at('joined_at').notNull(),
    startedAt: at('started_at'),
    endedAt: at('ended_at'),
    disqualified: text('disqualified'),
    disqualifiedAt: at('disqualified_at'),
  },
  (t) => [
    primaryKey({ columns: [t.examId, t.userId] }),
    check(
      'candidates_disqualified',
      sql`${t.disqualified} IS NULL OR ${t.disqualified} IN ('pageClosed', 'connectionLost')`,
    ),
  ],
);
export type CandidateRow = typeof candidates.$inferSelect;

/** Flags a candidate's page raised, with the server's time. */
export const flags = proctoringSchema.table(
  'flags',
  {
    id: uuid('id').primaryKey(),
    examId: integer('exam_id')
      .notNull()
      .references(() => exams.id, { onDelete: 'cascade' }),
    userId: integer('user_id').notNull(),
    kind: text('kind').notNull(),
    detail: text('detail'),
    at: at('at').notNull(),
  },
  (t) => [index('flags_exam_idx').on(t.examId, t.at), index('flags_candidate_idx').on(t.examId, t.userId)],
);
export type FlagRow = typeof flags.$inferSelect;

/** The still frames kept with a flag: one camera, one screen, each a file under DATA_DIR. */
export const stills = proctoringSchema.table(
  'stills',
  {
    flagId: uuid('flag_id')
      .notNull()
      .references(() => flags.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    examId: integer('exam_id').notNull(),
    contentType: text('content_type').notNull(),
    bytes: integer('bytes').notNull(),
    relativePath: text('relative_path').notNull(),
    at: at('at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.flagId, t.kind] }), index('stills_exam_idx').on(t.examId)],
);
export type StillRow = typeof stills.$inferSelect;

/** The examiner's messages, each to one candidate (chatexam). */
export const messages = proctoringSchema.table(
  'messages',
  {
    id: uuid('id').primaryKey(),
    examId: integer('exam_id')
      .notNull()
      .references(() => exams.id, { onDelete: 'cascade' }),
    toUserId: integer('to_user_id').notNull(),
    fromName: text('from_name').notNull(),
    message: text('message').notNull(),
    sentAt: at('sent_at').notNull(),
  },
  (t) => [index('messages_exam_idx').on(t.examId, t.toUserId, t.sentAt)],
);
export type MessageRow = typeof messages.$inferSelect;

export const schema = { exams, candidates, flags, stills, messages };
export type ProctoringSchema = typeof schema;
