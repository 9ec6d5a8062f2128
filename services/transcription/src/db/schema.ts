import { index, integer, pgSchema, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** The transcription service's own PostgreSQL schema; no other service reads these tables. */
export const transcriptionSchema = pgSchema('transcription');

/** The final caption lines of meetings: the transcript kept after them (spec 3 §6). */
export const lines = transcriptionSchema.table(
  'lines',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** The meeting number (the room) the line was spoken in. */
    meetingNumber: text('meeting_number').notNull(),
    participantId: uuid('participant_id').notNull(),
    /** The speaker's name in the room when the line was spoken. */
    speakerName: text('speaker_name').notNull(),
    text: text('text').notNull(),
    /** When the line was recognised. */
    at: timestamp('at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [index('lines_meeting_idx').on(t.meetingNumber, t.at)],
);

export type LineRow = typeof lines.$inferSelect;
export const schema = { lines };
export type TranscriptionSchema = typeof schema;
