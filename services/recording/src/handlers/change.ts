import { rm } from 'node:fs/promises';
import path from 'node:path';
import {
  type Actor,
  AppError,
  ErrorCode,
  recordingCaptionsRelativePath,
  recordingEndpoints,
  recordingFileRelativePath,
  recordingMessages,
  recordingRenditionRelativePath,
  recordingTracksRelativeDir,
} from '@canstring/contracts';
import { handler } from '@canstring/service-kit';
import { requireHost, requireMeetingAccess } from '../access/meeting-access';
import type { RecordingServiceContext } from '../context';
import { toRecording } from '../db/recording-mapper';
import { deleteRecording, findRecordingById, renameRecording } from '../db/recordings-repository';
import { forgetTimeline } from '../db/timeline-repository';

const notFound = () => new AppError(ErrorCode.NotFound, recordingMessages.recordingNotFound);

/** A recording a host who may see its meeting is about to change. */
const changeableRecording = async (ctx: RecordingServiceContext, actor: Actor, recordingId: number) => {
  await requireHost(ctx, actor);
  const row = await findRecordingById(ctx.db, recordingId);
  if (!row) throw notFound();
  await requireMeetingAccess(ctx, actor, { meetingId: row.meetingId });
  return row;
};

/** Rename and delete from the recordings modal (spec 2 §2.5, §7 PUT and DELETE meets/records). */
export const changeHandlers = (ctx: RecordingServiceContext) => [
  handler(recordingEndpoints.rename, async ({ actor, recordingId, fileName }) => {
    await changeableRecording(ctx, actor, recordingId);
    const row = await renameRecording(ctx.db, recordingId, fileName);
    if (!row) throw notFound();
    return { recording: toRecording(row) };
  }),
  handler(recordingEndpoints.delete, async ({ actor, recordingId }) => {
    const row = await changeableRecording(ctx, actor, recordingId);
    await deleteRecording(ctx.db, row.id);
    await forgetTimeline(ctx.db, row.uniqueName);
    const dataDir = ctx.config.DATA_DIR;
    for (const relative of [
      recordingFileRelativePath(row.uniqueName),
      recordingRenditionRelativePath(row.uniqueName),
      recordingCaptionsRelativePath(row.uniqueName),
      recordingTracksRelativeDir(row.uniqueName),
    ])
      await rm(path.join(dataDir, relative), { force: true, recursive: true });
    return { ok: true as const };
  }),
];
