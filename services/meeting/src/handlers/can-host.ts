import { meetingEndpoints } from '@canstring/contracts';
import { handler } from '@canstring/service-kit';
import type { MeetingServiceContext } from '../context';
import { findActiveMeetingByAlias } from '../db/meetings-repository';
import { mayHost } from '../entry/meeting-entry';

/**
 * Whether the caller may open the host page: the organizer of an active meeting or a holder of its
 * host grant. The server decides this, not the browser's record of a locally created room.
 */
export const canHostHandler = (ctx: MeetingServiceContext) =>
  handler(meetingEndpoints.canHost, async ({ actor, alias }) => {
    const meeting = await findActiveMeetingByAlias(ctx.db, alias);
    return { canHost: meeting ? await mayHost(ctx, meeting, actor.userId) : false };
  });
