import { AppError, ErrorCode, recordingEndpoints, recordingMessages } from '@canstring/contracts';
import { handler } from '@canstring/service-kit';
import { requireMeetingAccess } from '../access/meeting-access';
import type { RecordingServiceContext } from '../context';
import { findRecordingByUniqueName } from '../db/recordings-repository';

/** Asked by the file server before streaming a recording: anyone who may see its meeting. */
export const authorizeDownloadHandler = (ctx: RecordingServiceContext) =>
  handler(recordingEndpoints.authorizeDownload, async ({ actor, uniqueName }) => {
    const row = await findRecordingByUniqueName(ctx.db, uniqueName);
    if (!row) throw new AppError(ErrorCode.NotFound, recordingMessages.recordingNotFound);
    await requireMeetingAccess(ctx, actor, { meetingId: row.meetingId });
    return { uniqueName: row.uniqueName, fileName: row.fileName };
  });
