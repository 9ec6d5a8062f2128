import { index, integer, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { roomSchema } from '../db/schema';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * One-to-one calls (spec 3 §2): who rang whom and where the call stands. Every change is one
 * conditional UPDATE on the row (state = the expected one), so two instances or two clicks cannot
 * both move the same call.
 */
export const calls = roomSchema.table(
  'calls',
  {
    callId: uuid('call_id').primaryKey(),
    callerId: integer('caller_id').notNull(),
    callerName: text('caller_name').notNull(),
    calleeId: integer('callee_id').notNull(),
    calleeName: text('callee_name').notNull(),
    state: text('state').notNull(),
    startedAt: at('started_at').notNull(),
    answeredAt: at('answered_at'),
    endedAt: at('ended_at'),
  },
  (t) => [
    index('calls_caller_state_idx').on(t.callerId, t.state),
    index('calls_callee_state_idx').on(t.calleeId, t.state),
    index('calls_state_started_idx').on(t.state, t.startedAt),
  ],
);
export type CallRow = typeof calls.$inferSelect;
