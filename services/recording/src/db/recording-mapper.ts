import type { Recording, RecordingStatus } from '@canstring/contracts';
import type { RecordingRow } from './schema';

export const toRecording = (row: RecordingRow): Recording => ({
  id: row.id,
  uniqueName: row.uniqueName,
  roomId: row.roomId,
  meetingId: row.meetingId,
  fileName: row.fileName,
  recordDesc: row.recordDesc,
  recordFilePath: row.recordFilePath,
  title: row.title,
  createdAt: row.createdAt.toISOString(),
  status: row.status as RecordingStatus,
  failureReason: row.failureReason,
  durationSeconds: row.durationSeconds,
  startedAt: row.startedAt?.toISOString() ?? null,
  endedAt: row.endedAt?.toISOString() ?? null,
  playable: row.playable,
  captions: row.captions,
});
