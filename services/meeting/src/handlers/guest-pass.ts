import { guestEndpoints, meetingEndpoints } from '@canstring/contracts';
import { call, handler } from '@canstring/service-kit';
import type { MeetingServiceContext } from '../context';
import { enterableMeeting, toEntry } from '../entry/meeting-entry';

/**
 * Joining by name (spec 2 §1, §5): the meeting must be enterable now; the user service then issues a
 * pass that admits the guest to this meeting only.
 */
export const guestPassHandler = (ctx: MeetingServiceContext) =>
  handler(meetingEndpoints.guestPass, async ({ alias, name, phone }) => {
    const meeting = await enterableMeeting(ctx, alias);
    const pass = await call(ctx.nc, guestEndpoints.issue, { meetingAlias: meeting.alias, name, phone });
    return { pass, entry: toEntry(meeting, false) };
  });
