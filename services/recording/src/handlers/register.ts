import { AppError, ErrorCode, recordingEndpoints, recordingMessages } from '@canstring/contracts';
import { handler } from '@canstring/service-kit';
import { requireMeetingAccess } from '../access/meeting-access';
import type { RecordingServiceContext } from '../context';
import { toRecording } from '../db/recording-mapper';
import { insertRecording } from '../db/recordings-repository';

/**
 * Stores a finished recording (spec 3 §7 POST meets/records) for whoever may host the meeting: its
 * organizer or a granted host. The meeting's people are copied onto the row for the lists.
 */
export const registerHandler = (ctx: RecordingServiceContext) =>
  handler(recordingEndpoints.register, async ({ actor, meeting: reference, recording }) => {
    const { canHost, meeting } = await requireMeetingAccess(ctx, actor, reference);
    if (!canHost) throw new AppError(ErrorCode.Forbidden, recordingMessages.notAllowed);
    const row = await insertRecording(ctx.db, {
      uniqueName: recording.uniqueName,
      roomId: meeting.meetingNumber,
      meetingId: meeting.id,
      organizerUserId: meeting.organizerUserId,
      toUserId: meeting.target?.kind === 'user' ? meeting.target.userId : null,
      groupId: meeting.target?.kind === 'group' ? meeting.target.groupId : null,
      fileName: recording.fileName,
      title: recording.title ?? meeting.title,
      recordDesc: recording.recordDesc ?? null,
      recordFilePath: recording.recordFilePath ?? null,
    });
    if (!row)
      throw new AppError(ErrorCode.Conflict, recordingMessages.uniqueNameTaken, {
        fields: { 'recording.uniqueName': recordingMessages.uniqueNameTaken },
      });
    return { recording: toRecording(row) };
  });
