import type { Database } from '@canstring/service-kit';
import { count, desc, eq } from 'drizzle-orm';
import type { ChatSchema } from '../db/schema';
import { type AttachmentRow, attachments, type NewAttachmentRow } from './attachments-schema';

type ChatDatabase = Database<ChatSchema>;

/** Stores an attachment; undefined when its upload is already shared (unique name taken). */
export const insertAttachment = async (
  db: ChatDatabase,
  row: NewAttachmentRow,
): Promise<AttachmentRow | undefined> => {
  const [inserted] = await db
    .insert(attachments)
    .values(row)
    .onConflictDoNothing({ target: attachments.uniqueName })
    .returning();
  return inserted;
};

export const findAttachment = async (db: ChatDatabase, id: number): Promise<AttachmentRow | undefined> => {
  const [row] = await db.select().from(attachments).where(eq(attachments.id, id));
  return row;
};

/** A chat's attachments, newest first. */
export const attachmentPage = async (
  db: ChatDatabase,
  chatKey: string,
  offset: number,
  limit: number,
): Promise<{ rows: AttachmentRow[]; total: number }> => {
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(attachments)
      .where(eq(attachments.chatKey, chatKey))
      .orderBy(desc(attachments.id))
      .offset(offset)
      .limit(limit),
    db.select({ total: count() }).from(attachments).where(eq(attachments.chatKey, chatKey)),
  ]);
  return { rows, total: counted?.total ?? 0 };
};

/**
 * Deletes an attachment and announces it before the deletion commits: when the announcement fails
 * the attachment stays, with its file, and the caller may try again. Undefined when it was not there.
 */
export const deleteAttachment = (
  db: ChatDatabase,
  id: number,
  announce: (row: AttachmentRow) => Promise<void>,
): Promise<AttachmentRow | undefined> =>
  db.transaction(async (tx) => {
    const [deleted] = await tx.delete(attachments).where(eq(attachments.id, id)).returning();
    if (deleted) await announce(deleted);
    return deleted;
  });
