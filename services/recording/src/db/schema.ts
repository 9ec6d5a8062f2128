import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  pgSchema,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';

/** The recording service's own PostgreSQL schema; no other service reads these tables. */
export const recordingSchema = pgSchema('recording');

/** Recordings of meetings (spec 2 §3 Recording, spec 3 §3 Record to store). */
export const recordings = recordingSchema.table(
  'recordings',
  {
    /** recording_id */
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** The file's name under DATA_DIR/recordings, without '.mkv'. */
    uniqueName: text('unique_name').notNull().unique(),
    /** room_id: the meeting number it was recorded in. */
    roomId: text('room_id').notNull(),
    meetingId: integer('meeting_id').notNull(),
    /** Copied from the meeting when stored, so lists by chat user or group need no call per row. */
    organizerUserId: integer('organizer_user_id').notNull(),
    toUserId: integer('to_user_id'),
    groupId: integer('group_id'),
    fileName: text('file_name').notNull(),
    recordDesc: text('record_desc'),
    recordFilePath: text('record_file_path'),
    title: text('title'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** recording | composing | ready | failed; records posted by old clients are ready. */
    status: text('status').notNull().default('ready'),
    failureReason: text('failure_reason'),
    durationSeconds: doublePrecision('duration_seconds'),
    startedAt: timestamp('started_at', { withTimezone: true }),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    /** A browser rendition (.webm) is kept beside the .mkv. */
    playable: boolean('playable').notNull().default(false),
    /** Captions (.vtt) are kept beside it. */
    captions: boolean('captions').notNull().default(false),
    /** Failed composition attempts so far. */
    attempts: integer('attempts').notNull().default(0),
    /** Who is mailed the link when it is ready (the organizer), as known when it started. */
    mailTo: text('mail_to'),
    /** The organizer was mailed the link. */
    mailedAt: timestamp('mailed_at', { withTimezone: true }),
  },
  (t) => [
    index('recordings_meeting_idx').on(t.meetingId),
    index('recordings_user_pair_idx').on(t.organizerUserId, t.toUserId),
    index('recordings_group_idx').on(t.groupId),
    check('recordings_at_most_one_target', sql`${t.toUserId} IS NULL OR ${t.groupId} IS NULL`),
    check('recordings_status', sql`${t.status} IN ('recording', 'composing', 'ready', 'failed')`),
  ],
);
export type RecordingRow = typeof recordings.$inferSelect;

/** The live room's moments while a recording ran (who spoke, shared a screen...), for its composition. */
export const timelineEntries = recordingSchema.table(
  'timeline_entries',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** The recording's unique name (its recording id). */
    recordingId: text('recording_id').notNull(),
    at: timestamp('at', { withTimezone: true, mode: 'string' }).notNull(),
    kind: text('kind').notNull(),
    participantId: text('participant_id'),
    on: boolean('on'),
    detail: text('detail'),
  },
  (t) => [index('timeline_entries_recording_idx').on(t.recordingId, t.at)],
);
export type TimelineEntryRow = typeof timelineEntries.$inferSelect;

export const schema = { recordings, timelineEntries };
export type RecordingSchema = typeof schema;
