import { sql } from 'drizzle-orm';
import { check, index, integer, pgSchema, text, timestamp } from 'drizzle-orm/pg-core';

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
  },
  (t) => [
    index('recordings_meeting_idx').on(t.meetingId),
    index('recordings_user_pair_idx').on(t.organizerUserId, t.toUserId),
    index('recordings_group_idx').on(t.groupId),
    check('recordings_at_most_one_target', sql`${t.toUserId} IS NULL OR ${t.groupId} IS NULL`),
  ],
);
export type RecordingRow = typeof recordings.$inferSelect;

export const schema = { recordings };
export type RecordingSchema = typeof schema;
