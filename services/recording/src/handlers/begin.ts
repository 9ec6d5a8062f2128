import {
  type Actor,
  AppError,
  ErrorCode,
  recordingEndpoints,
  recordingMessages,
  TEXT_FIELD_MAX_LENGTH,
  userDirectoryEndpoints,
} from '@canstring/contracts';
import { call, handler } from '@canstring/service-kit';
import { requireMeetingAccess } from '../access/meeting-access';
import type { RecordingServiceContext } from '../context';
import { toRecording } from '../db/recording-mapper';
import { findRecordingByUniqueName, insertRecording } from '../db/recordings-repository';

/** The name a new recording is listed under: the meeting's title and when it started (UTC). */
const fileNameOf = (title: string, startedAt: Date): string =>
  `${title} ${startedAt.toISOString().slice(0, 16).replace('T', ' ')} UTC`.slice(0, TEXT_FIELD_MAX_LENGTH);

/** The organizer's address, for the mail when it is ready; null when it cannot be read now. */
const organizerEmail = async (ctx: RecordingServiceContext, actor: Actor, organizerUserId: number) => {
  try {
    const { users } = await call(ctx.nc, userDirectoryEndpoints.accounts, {
      actor,
      userIds: [organizerUserId],
    });
    return users[0]?.email ?? null;
  } catch (error) {
    ctx.log.warn({ err: error }, 'the organizer of a recorded meeting could not be read');
    return null;
  }
};

/**
 * The room service starts a recording: registered at once with its meeting ('recording'), so its
 * hosts see it in the list while it runs. Asked twice, answers the same recording.
 */
export const beginHandler = (ctx: RecordingServiceContext) =>
  handler(recordingEndpoints.begin, async ({ actor, meetingNumber, recordingId, startedAt }) => {
    const known = await findRecordingByUniqueName(ctx.db, recordingId);
    if (known) return { recording: toRecording(known) };
    const { canHost, meeting } = await requireMeetingAccess(ctx, actor, { meetingNumber });
    if (!canHost) throw new AppError(ErrorCode.Forbidden, recordingMessages.onlyHostsRecord);
    const started = new Date(startedAt);
    const row = await insertRecording(ctx.db, {
      uniqueName: recordingId,
      roomId: meeting.meetingNumber,
      meetingId: meeting.id,
      organizerUserId: meeting.organizerUserId,
      toUserId: meeting.target?.kind === 'user' ? meeting.target.userId : null,
      groupId: meeting.target?.kind === 'group' ? meeting.target.groupId : null,
      fileName: fileNameOf(meeting.title, started),
      title: meeting.title,
      status: 'recording',
      startedAt: started,
      mailTo: await organizerEmail(ctx, actor, meeting.organizerUserId),
    });
    const stored = row ?? (await findRecordingByUniqueName(ctx.db, recordingId));
    if (!stored) throw new AppError(ErrorCode.Conflict, recordingMessages.uniqueNameTaken);
    return { recording: toRecording(stored) };
  });
