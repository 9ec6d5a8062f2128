import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgSchema, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/** The meeting service's own PostgreSQL schema; no other service reads these tables. */
export const meetingSchema = pgSchema('meeting');

/** Scheduled meetings (spec 2 §3 Meeting). */
export const meetings = meetingSchema.table(
  'meetings',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** The URL-safe name in /join/{alias}/… and /host/{alias}/… links. */
    alias: text('alias').notNull().unique(),
    /** The room id: ROOM_ID_LENGTH digits. */
    meetingNumber: text('meeting_number').notNull(),
    title: text('title').notNull(),
    organizerUserId: integer('organizer_user_id').notNull(),
    /** The organizer's name when scheduling, as the list and confirmation show it. */
    organizerFirstName: text('organizer_first_name').notNull().default(''),
    organizerLastName: text('organizer_last_name'),
    /** Exactly one of these: a one-to-one meeting's user or a group's id; neither for an instant room. */
    toUserId: integer('to_user_id'),
    groupId: integer('group_id'),
    seatType: text('seat_type').notNull(),
    isRecurring: boolean('is_recurring').notNull(),
    /** The organizer's time zone when scheduling. */
    zone: text('zone').notNull(),
    startAt: timestamp('start_at', { withTimezone: true }).notNull(),
    endAt: timestamp('end_at', { withTimezone: true }).notNull(),
    /** A room started from the chat screen (legacy POST /createRoom): no user or group, never listed. */
    instant: boolean('instant').notNull().default(false),
    /** Deleting a meeting clears this; only active meetings are listed or joinable. */
    active: boolean('active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('meetings_user_pair_idx').on(t.organizerUserId, t.toUserId),
    index('meetings_to_user_idx').on(t.toUserId),
    index('meetings_group_idx').on(t.groupId),
    index('meetings_meeting_number_idx').on(t.meetingNumber),
    check(
      'meetings_one_target',
      sql`CASE WHEN ${t.instant} THEN ${t.toUserId} IS NULL AND ${t.groupId} IS NULL ELSE (${t.toUserId} IS NULL) <> (${t.groupId} IS NULL) END`,
    ),
    check('meetings_end_after_start', sql`${t.endAt} >= ${t.startAt}`),
  ],
);
export type MeetingRow = typeof meetings.$inferSelect;

/** Accounts the organizer lets open a meeting's host page besides themselves. */
export const hostGrants = meetingSchema.table(
  'host_grants',
  {
    meetingId: integer('meeting_id')
      .notNull()
      .references(() => meetings.id, { onDelete: 'cascade' }),
    userId: integer('user_id').notNull(),
    grantedAt: timestamp('granted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.meetingId, t.userId] }), index('host_grants_user_idx').on(t.userId)],
);

export const schema = { meetings, hostGrants };
export type MeetingSchema = typeof schema;
