import { AppError, ErrorCode, meetingEndpoints, meetingMessages, messages } from '@canstring/contracts';
import { handler } from '@canstring/service-kit';
import { isCurrentAdministrator } from '../auth/authorise';
import type { MeetingServiceContext } from '../context';
import { deactivateMeeting, findActiveMeetingById } from '../db/meetings-repository';

/** 'Delete meeting': its organizer or an administrator; the meeting is no longer listed or joinable. */
export const deleteMeetingHandler = (ctx: MeetingServiceContext) =>
  handler(meetingEndpoints.delete, async ({ actor, meetingId }) => {
    const meeting = await findActiveMeetingById(ctx.db, meetingId);
    if (!meeting) throw new AppError(ErrorCode.NotFound, meetingMessages.meetingNotFound);
    if (meeting.organizerUserId !== actor.userId && !(await isCurrentAdministrator(ctx, actor)))
      throw new AppError(ErrorCode.Forbidden, messages.notAllowed);
    await deactivateMeeting(ctx.db, meeting.id);
    return { ok: true as const };
  });
