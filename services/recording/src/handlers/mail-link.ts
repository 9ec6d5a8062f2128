import { AppError, ErrorCode, recordingEndpoints, recordingMessages } from '@canstring/contracts';
import { handler } from '@canstring/service-kit';
import { requireMeetingAccess } from '../access/meeting-access';
import type { RecordingServiceContext } from '../context';
import { findRecordingByUniqueName } from '../db/recordings-repository';
import { mailRecordingLink } from '../mail/ready-mail';

/**
 * Legacy `POST /moveRecording`: a host of the meeting mails the recording's link to an address (the
 * organizer's when none is given).
 */
export const mailLinkHandler = (ctx: RecordingServiceContext) =>
  handler(recordingEndpoints.mailLink, async ({ actor, uniqueName, email }) => {
    const row = await findRecordingByUniqueName(ctx.db, uniqueName);
    if (!row) throw new AppError(ErrorCode.NotFound, recordingMessages.recordingNotFound);
    const { canHost } = await requireMeetingAccess(ctx, actor, { meetingId: row.meetingId });
    if (!canHost) throw new AppError(ErrorCode.Forbidden, recordingMessages.onlyHostsManage);
    const to = email ?? row.mailTo;
    if (!to) throw new AppError(ErrorCode.BadInput, recordingMessages.noMailAddress);
    await mailRecordingLink(ctx, row, to);
    return { ok: true as const };
  });
