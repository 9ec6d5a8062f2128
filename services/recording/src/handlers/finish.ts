import { AppError, ErrorCode, recordingEndpoints, recordingMessages } from '@canstring/contracts';
import { handler } from '@canstring/service-kit';
import { enqueueComposition } from '../compose/compose-queue';
import type { RecordingServiceContext } from '../context';
import { toRecording } from '../db/recording-mapper';
import { findRecordingByUniqueName, markComposing } from '../db/recordings-repository';

/**
 * The room service stopped a recording: it is marked composing and its composition put on the work
 * queue (once; asked again, the recording is answered as it is, and the job is put again only while
 * composing, the queue taking the same job once).
 */
export const finishHandler = (ctx: RecordingServiceContext) =>
  handler(recordingEndpoints.finish, async (job) => {
    const marked = await markComposing(ctx.db, job.recordingId, new Date(job.endedAt));
    const row = marked ?? (await findRecordingByUniqueName(ctx.db, job.recordingId));
    if (!row) throw new AppError(ErrorCode.NotFound, recordingMessages.recordingNotFound);
    if (row.status === 'composing') await enqueueComposition(ctx.nc, job);
    return { recording: toRecording(row) };
  });
