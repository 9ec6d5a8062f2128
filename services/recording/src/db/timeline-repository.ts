import type { RecordingTimelineEntry, RecordingTimelineKind } from '@canstring/contracts';
import type { Database } from '@canstring/service-kit';
import { asc, eq } from 'drizzle-orm';
import { type RecordingSchema, timelineEntries } from './schema';

type Db = Database<RecordingSchema>;

export const addTimelineEntries = async (
  db: Db,
  recordingId: string,
  entries: RecordingTimelineEntry[],
): Promise<void> => {
  if (entries.length === 0) return;
  await db.insert(timelineEntries).values(entries.map((e) => ({ recordingId, ...e })));
};

/** A recording's timeline, oldest first. */
export const timelineOf = async (db: Db, recordingId: string): Promise<RecordingTimelineEntry[]> => {
  const rows = await db
    .select()
    .from(timelineEntries)
    .where(eq(timelineEntries.recordingId, recordingId))
    .orderBy(asc(timelineEntries.at), asc(timelineEntries.id));
  return rows.map((r) => ({
    at: new Date(r.at).toISOString(),
    kind: r.kind as RecordingTimelineKind,
    participantId: r.participantId,
    on: r.on,
    detail: r.detail,
  }));
};

export const forgetTimeline = async (db: Db, recordingId: string): Promise<void> => {
  await db.delete(timelineEntries).where(eq(timelineEntries.recordingId, recordingId));
};
