import type { Database } from '@canstring/service-kit';
import { eq } from 'drizzle-orm';
import { type ConversionRow, conversions, type MediaSchema, uploads } from './schema';

type MediaDatabase = Database<MediaSchema>;

export const findConversion = async (
  db: MediaDatabase,
  contentHash: string,
): Promise<ConversionRow | undefined> => {
  const [row] = await db.select().from(conversions).where(eq(conversions.contentHash, contentHash));
  return row;
};

/** Keeps how a content's conversion ended (the first outcome stays: same bytes, same pages). */
export const recordConversion = async (
  db: MediaDatabase,
  outcome: { contentHash: string; totalPages: number | null; failure: string | null; tookMs: number },
): Promise<void> => {
  await db
    .insert(conversions)
    .values({ ...outcome, state: outcome.failure === null ? 'converted' : 'failed' })
    .onConflictDoNothing();
};

export const setContentHash = async (db: MediaDatabase, uniqueName: string, contentHash: string) => {
  await db.update(uploads).set({ contentHash }).where(eq(uploads.uniqueName, uniqueName));
};

export const contentHashOfUpload = async (db: MediaDatabase, uniqueName: string): Promise<string | null> => {
  const [row] = await db
    .select({ contentHash: uploads.contentHash })
    .from(uploads)
    .where(eq(uploads.uniqueName, uniqueName));
  return row?.contentHash ?? null;
};

/** Whether any upload still has these bytes (else their pages can go). */
export const contentStillUploaded = async (db: MediaDatabase, contentHash: string): Promise<boolean> => {
  const [row] = await db
    .select({ id: uploads.id })
    .from(uploads)
    .where(eq(uploads.contentHash, contentHash))
    .limit(1);
  return row !== undefined;
};
