import { integer, pgSchema, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

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
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('uploads_unique_name_idx').on(t.uniqueName)],
);

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

export const schema = { uploads, boardImages };
export type MediaSchema = typeof schema;
export type UploadRow = typeof uploads.$inferSelect;
export type BoardImageRow = typeof boardImages.$inferSelect;
