import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgSchema,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';

/** The room service's own PostgreSQL schema; no other service reads these tables. */
export const roomSchema = pgSchema('room');

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * One live room per meeting number: what the meeting service answered at the latest join, the
 * room-wide flags, and the version every change bumps. Every change holds this row (FOR UPDATE).
 */
export const rooms = roomSchema.table('rooms', {
  room: text('room').primaryKey(),
  alias: text('alias').notNull(),
  title: text('title').notNull(),
  seatType: text('seat_type').notNull(),
  organizerName: text('organizer_name').notNull(),
  startAt: text('start_at').notNull(),
  endAt: text('end_at').notNull(),
  started: boolean('started').notNull().default(false),
  ended: boolean('ended').notNull().default(false),
  locked: boolean('locked').notNull().default(false),
  recording: boolean('recording').notNull().default(false),
  recordingId: text('recording_id'),
  /** Why the last recording stopped by itself (a full disk); cleared when one starts. */
  recordingProblem: text('recording_problem'),
  caption: boolean('caption').notNull().default(false),
  privateChatDisabled: boolean('private_chat_disabled').notNull().default(false),
  displayMode: text('display_mode').notNull().default('none'),
  sharedContent: text('shared_content'),
  screenSharerId: uuid('screen_sharer_id'),
  hostAbsentSince: at('host_absent_since'),
  /** A host by right has been in this session: only then does their absence count. */
  hostWasPresent: boolean('host_was_present').notNull().default(false),
  /** Each shared-content feature's snapshot (contracts room/features.ts); {} when none holds anything. */
  features: jsonb('features').notNull().default({}),
  version: integer('version').notNull().default(0),
});
export type RoomRow = typeof rooms.$inferSelect;

/** The people in a room now (spec 3 §3 meeting user record), with who owns each entry. */
export const participants = roomSchema.table(
  'participants',
  {
    participantId: uuid('participant_id').primaryKey(),
    room: text('room')
      .notNull()
      .references(() => rooms.room, { onDelete: 'cascade' }),
    /** 'user:<id>' or 'guest:<uuid>': whose entry this is, whichever window it came from. */
    owner: text('owner').notNull(),
    userId: integer('user_id'),
    guestId: uuid('guest_id'),
    userName: text('user_name').notNull(),
    windowId: text('window_id').notNull(),
    videoEnabled: boolean('video_enabled').notNull(),
    audioEnabled: boolean('audio_enabled').notNull(),
    userMode: text('user_mode').notNull(),
    public: boolean('public').notNull(),
    isHost: boolean('is_host').notNull(),
    temphost: boolean('temphost').notNull(),
    tempHostUntil: at('temp_host_until'),
    wbAllowed: boolean('wb_allowed').notNull(),
    screenAllowed: boolean('screen_allowed').notNull(),
    micAllowed: boolean('mic_allowed').notNull(),
    camAllowed: boolean('cam_allowed').notNull(),
    handRaised: boolean('hand_raised').notNull(),
    phone: text('phone'),
    webinar: boolean('webinar').notNull(),
    joinedAt: at('joined_at').notNull(),
    /** When this host last gave or took back the hosting (repeat clicks within the lock are refused). */
    lastTransferAt: at('last_transfer_at'),
  },
  (t) => [index('participants_room_idx').on(t.room)],
);
export type ParticipantRow = typeof participants.$inferSelect;

/**
 * When each participant was last heard, apart from the room's state: the heartbeat writes only this
 * row, without the room's lock, so it never waits for a change to the room. The sweeper reads it to
 * let the silent leave. A temporary host's power renewed by their heartbeats is kept here too
 * (temp_host_until: the later of this and the participant's own is the power's end).
 */
export const liveness = roomSchema.table(
  'liveness',
  {
    participantId: uuid('participant_id')
      .primaryKey()
      .references(() => participants.participantId, { onDelete: 'cascade' }),
    lastSeenAt: at('last_seen_at').notNull(),
    tempHostUntil: at('temp_host_until'),
  },
  (t) => [index('liveness_last_seen_idx').on(t.lastSeenAt)],
);

/** Room chat; the newest ROOM_CHAT_HISTORY per room are kept. Owners let a reload read its private messages. */
export const chatMessages = roomSchema.table(
  'chat_messages',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    room: text('room')
      .notNull()
      .references(() => rooms.room, { onDelete: 'cascade' }),
    fromParticipantId: uuid('from_participant_id').notNull(),
    fromOwner: text('from_owner').notNull(),
    fromName: text('from_name').notNull(),
    toParticipantId: uuid('to_participant_id'),
    toOwner: text('to_owner'),
    message: text('message').notNull(),
    sentAt: at('sent_at').notNull(),
  },
  (t) => [index('chat_messages_room_idx').on(t.room, t.id)],
);
export type ChatMessageRow = typeof chatMessages.$inferSelect;

/** People removed from a room's current session; cleared when a new session starts. */
export const removals = roomSchema.table(
  'removals',
  {
    room: text('room')
      .notNull()
      .references(() => rooms.room, { onDelete: 'cascade' }),
    owner: text('owner').notNull(),
  },
  (t) => [primaryKey({ columns: [t.room, t.owner] })],
);

/**
 * Seats given to people in the device preview (room.seat): the participant id their join takes,
 * theirs alone, until it is taken or expires. Not tied to a room row: the room may not exist yet.
 */
export const seats = roomSchema.table(
  'seats',
  {
    seat: uuid('seat').primaryKey(),
    /** The order seats were given in. */
    given: bigint('given', { mode: 'number' }).generatedAlwaysAsIdentity(),
    room: text('room').notNull(),
    owner: text('owner').notNull(),
    expiresAt: at('expires_at').notNull(),
    /** The admission it was given with (entry.Admission), and until when a join may take it as its own. */
    admission: jsonb('admission'),
    admittedUntil: at('admitted_until'),
  },
  (t) => [index('seats_expires_idx').on(t.expiresAt), index('seats_owner_idx').on(t.room, t.owner)],
);

/**
 * Whiteboards put up in a room's sessions: one open board a session (closed_at unset), kept after the
 * meeting for its hosts with every page.
 */
export const boards = roomSchema.table(
  'boards',
  {
    boardId: uuid('board_id').primaryKey(),
    /** The meeting number; not tied to the room row, so a board outlives what the room keeps. */
    room: text('room').notNull(),
    openedAt: at('opened_at').notNull(),
    closedAt: at('closed_at'),
    pages: integer('pages').notNull().default(1),
  },
  (t) => [index('boards_room_idx').on(t.room, t.openedAt)],
);
export type BoardRow = typeof boards.$inferSelect;

/**
 * The shapes of a board's pages (contracts room/whiteboard.ts), oldest first by seq: a shape sent
 * again with its id (a stroke growing) replaces it in place. Owner: whose it is ('user:<id>',
 * 'guest:<uuid>'), for undo.
 */
export const boardShapes = roomSchema.table(
  'board_shapes',
  {
    boardId: uuid('board_id')
      .notNull()
      .references(() => boards.boardId, { onDelete: 'cascade' }),
    page: integer('page').notNull(),
    shapeId: text('shape_id').notNull(),
    owner: text('owner').notNull(),
    seq: bigint('seq', { mode: 'number' }).notNull().generatedAlwaysAsIdentity(),
    shape: jsonb('shape').notNull(),
    /** The shape's JSON text length in bytes, to bound a page's size. */
    size: integer('size').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.boardId, t.page, t.shapeId] }),
    index('board_shapes_page_idx').on(t.boardId, t.page, t.seq),
  ],
);

export const schema = { rooms, participants, liveness, chatMessages, removals, seats, boards, boardShapes };
export type RoomDatabaseSchema = typeof schema;
