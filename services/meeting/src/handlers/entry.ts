import { AppError, ErrorCode, meetingEndpoints, meetingMessages } from '@canstring/contracts';
import { handler } from '@canstring/service-kit';
import type { MeetingServiceContext } from '../context';
import { enterableMeeting, mayHost, toEntry } from '../entry/meeting-entry';

/**
 * Entry by link (spec 3 §2, §7): any signed-in member who has the link, or a guest whose pass names
 * this very meeting. The gateway and the legacy adapter verified the member's or the guest's token.
 */
export const entryHandler = (ctx: MeetingServiceContext) =>
  handler(meetingEndpoints.entry, async ({ actor, guest, alias }) => {
    if (!actor && !guest) throw new AppError(ErrorCode.Unauthenticated, meetingMessages.signInOrGuestPass);
    const meeting = await enterableMeeting(ctx, alias);
    if (!actor && guest?.meetingAlias !== meeting.alias)
      throw new AppError(ErrorCode.Forbidden, meetingMessages.guestPassElsewhere);
    const canHost = actor ? await mayHost(ctx, meeting, actor.userId) : false;
    return { entry: toEntry(meeting, canHost) };
  });

/** The host page: the organizer or a holder of a host grant, others 'Not authorized to enter host page'. */
export const hostEntryHandler = (ctx: MeetingServiceContext) =>
  handler(meetingEndpoints.hostEntry, async ({ actor, alias }) => {
    const meeting = await enterableMeeting(ctx, alias);
    if (!(await mayHost(ctx, meeting, actor.userId)))
      throw new AppError(ErrorCode.Forbidden, meetingMessages.notAuthorizedHostPage);
    return { entry: toEntry(meeting, true) };
  });
