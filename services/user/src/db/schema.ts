import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgSchema, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** The user service's own PostgreSQL schema; no other service reads these tables. */
export const usersSchema = pgSchema('users');

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/** Accounts: every field of the specification's User entity, plus what sign-in needs. */
export const users = usersSchema.table('users', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  /** Stored trimmed and lower-case, so one address is one account. */
  email: text('email').notNull().unique(),
  firstName: text('first_name').notNull(),
  lastName: text('last_name'),
  role: integer('role').notNull(),
  phone: text('phone'),
  rollNumber: text('roll_number'),
  regNumber: text('reg_number'),
  aadharNumber: text('aadhar_number'),
  panNumber: text('pan_number'),
  emisNumber: text('emis_number'),
  gender: text('gender'),
  classGroup: text('class_group'),
  otherIds: text('other_ids'),
  notes: text('notes'),
  address: text('address'),
  city: text('city'),
  state: text('state'),
  zip: text('zip'),
  icon: text('icon'),
  passwordHash: text('password_hash').notNull(),
  /** The specification's acc_active. */
  active: boolean('active').notNull().default(true),
  /** Presence status chosen by the user; 0 is signed out. */
  status: integer('status').notNull().default(0),
  /** Two-step sign-in: a PIN is mailed after the password. */
  pinVerification: boolean('pin_verification').notNull().default(false),
  /** Set by every successful sign-in; null means the account was never used. */
  lastSignedInAt: timestamp('last_signed_in_at', { withTimezone: true }),
  /** When the invitation to sign in was accepted by the mail transport; null means never mailed. */
  invitationMailedAt: timestamp('invitation_mailed_at', { withTimezone: true }),
  /**
   * An instance mailing the invitation holds it until then, so two mailings running at once never
   * send one person two invitations; a claim left by a stopped instance lapses.
   */
  invitationClaimedUntil: timestamp('invitation_claimed_until', { withTimezone: true }),
  createdAt: createdAt(),
  updatedAt: timestamp('updated_at', { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => sql`now()`),
});

/** One row per signed-in session; a token is only good while its row is open. */
export const sessions = usersSchema.table(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
  },
  (t) => [index('sessions_user_id_idx').on(t.userId)],
);

/**
 * Consecutive failed sign-ins per email and client address, shared by every instance so the
 * slowdown holds across them. Each address waits on its own count: another address's failures
 * never hold it for longer than the ceiling.
 */
export const signInFailures = usersSchema.table(
  'sign_in_failures',
  {
    email: text('email').notNull(),
    /** The client's address as the edge saw it; '' when the caller did not say. */
    address: text('address').notNull().default(''),
    failures: integer('failures').notNull(),
    lastFailedAt: timestamp('last_failed_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.email, t.address] })],
);

/** Failed sign-ins per email from every address together, against guesses spread over many addresses. */
export const signInAccountFailures = usersSchema.table('sign_in_account_failures', {
  email: text('email').primaryKey(),
  failures: integer('failures').notNull(),
  lastFailedAt: timestamp('last_failed_at', { withTimezone: true }).notNull(),
});

/** A mailed verification PIN waiting to be entered; only its hash is kept. */
export const pinChallenges = usersSchema.table(
  'pin_challenges',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    pinHash: text('pin_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('pin_challenges_user_id_idx').on(t.userId)],
);

/** Demo requests sent from the landing page's form. */
export const demoRequests = usersSchema.table('demo_requests', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  name: text('name').notNull(),
  jobTitle: text('job_title').notNull(),
  email: text('email').notNull(),
  company: text('company').notNull(),
  phone: text('phone').notNull(),
  message: text('message').notNull(),
  createdAt: createdAt(),
});

/** Groups (classes) of users; a group always keeps at least one member. */
export const groups = usersSchema.table('groups', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  name: text('name').notNull(),
  description: text('description'),
  createdAt: createdAt(),
  updatedAt: timestamp('updated_at', { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => sql`now()`),
});

/** Who belongs to which group; deleting either side removes the membership. */
export const groupMembers = usersSchema.table(
  'group_members',
  {
    groupId: integer('group_id')
      .notNull()
      .references(() => groups.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.groupId, t.userId] }), index('group_members_user_id_idx').on(t.userId)],
);

export const schema = {
  users,
  sessions,
  signInFailures,
  signInAccountFailures,
  pinChallenges,
  demoRequests,
  groups,
  groupMembers,
};
export type UserSchema = typeof schema;
export type UserRow = typeof users.$inferSelect;
export type GroupRow = typeof groups.$inferSelect;
