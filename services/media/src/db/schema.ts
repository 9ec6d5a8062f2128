import { bigint, index, integer, pgSchema, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

export const mediaSchema = pgSchema('media');

/** Every file the file server received; the bytes are at DATA_DIR/media/uploads/<unique_name>. */
export const uploads = mediaSchema.table(
  'uploads',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    uniqueName: text('unique_name').notNull(),
    originalName: text('original_name').notNull(),
    size: integer('size').notNull(),
    mimeType: text('mime_type').notNull(),
    ownerId: integer('owner_id').notNull(),
    /** sha256 of the bytes (hex): the key of its conversion into pages. */
    contentHash: text('content_hash'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('uploads_unique_name_idx').on(t.uniqueName),
    index('uploads_content_hash_idx').on(t.contentHash),
  ],
);

/**
 * How converting a document into pages ended, once per content (sha256): the same bytes uploaded
 * again are not converted again. The pages are at DATA_DIR/media/pages/<content_hash>/.
 * `state` 'converted' with `total_pages`, or 'failed' with `failure` (a message to show).
 */
export const conversions = mediaSchema.table('conversions', {
  contentHash: text('content_hash').primaryKey(),
  state: text('state').notNull(),
  totalPages: integer('total_pages'),
  failure: text('failure'),
  /** Milliseconds the conversion took. */
  tookMs: integer('took_ms'),
  convertedAt: timestamp('converted_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The whiteboard's pictures: the bytes are at DATA_DIR/media/uploads/<unique_name>; `room` is the
 * meeting number whose board they were uploaded for (only its participants see them, and only its
 * kept boards show them). `owner_id` is the member's account, null for a guest.
 */
export const boardImages = mediaSchema.table(
  'board_images',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    uniqueName: text('unique_name').notNull(),
    room: text('room').notNull(),
    mimeType: text('mime_type').notNull(),
    size: integer('size').notNull(),
    ownerId: integer('owner_id'),
    guestId: text('guest_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('board_images_unique_name_idx').on(t.uniqueName)],
);

/**
 * Which Janus server each live VideoRoom is on (its name in the server list), so every instance of
 * the media service sends a room's participants, tokens and recording to the same one. A row goes
 * when the meeting ends; it changes when its server stops answering and the room moves.
 */
export const roomPlacements = mediaSchema.table(
  'room_placements',
  {
    janusRoomId: bigint('janus_room_id', { mode: 'number' }).primaryKey(),
    server: text('server').notNull(),
    placedAt: timestamp('placed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('room_placements_server_idx').on(t.server)],
);

export const schema = { uploads, boardImages, conversions, roomPlacements };
export type MediaSchema = typeof schema;
export type UploadRow = typeof uploads.$inferSelect;
export type BoardImageRow = typeof boardImages.$inferSelect;
export type ConversionRow = typeof conversions.$inferSelect;
export type RoomPlacementRow = typeof roomPlacements.$inferSelect;
