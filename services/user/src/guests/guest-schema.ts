import { index, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { usersSchema } from '../db/schema';

const at = (name: string) => timestamp(name, { withTimezone: true });

/**
 * One row per guest pass: a guest has no account, only this admission to one meeting. The token is
 * good while its row is open and unexpired, so a pass can be ended before its expiry.
 */
export const guestPasses = usersSchema.table(
  'guest_passes',
  {
    /** The pass (the guest's session id in the token). */
    id: uuid('id').primaryKey().defaultRandom(),
    guestId: uuid('guest_id').notNull().defaultRandom(),
    name: text('name').notNull(),
    /** E.164. */
    phone: text('phone').notNull(),
    meetingAlias: text('meeting_alias').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
    expiresAt: at('expires_at').notNull(),
    endedAt: at('ended_at'),
  },
  (t) => [index('guest_passes_meeting_alias_idx').on(t.meetingAlias)],
);
export type GuestPassRow = typeof guestPasses.$inferSelect;

export const guestTables = { guestPasses };
