import { meetingEndpoints } from '@canstring/contracts';
import { handler } from '@canstring/service-kit';
import type { MeetingServiceContext } from '../context';
import { betweenUsers, listActiveMeetings } from '../db/meetings-repository';
import { toListItem } from '../listing/list-item';

/** The schedule list with a chat user: one-to-one meetings between the caller and that user. */
export const listForUserHandler = (ctx: MeetingServiceContext) =>
  handler(meetingEndpoints.listForUser, async ({ actor, userId, zone, offset, limit }) => {
    const { rows, total } = await listActiveMeetings(ctx.db, betweenUsers(actor.userId, userId), {
      offset,
      limit,
    });
    const now = ctx.clock.now();
    return { meetings: rows.map((row) => toListItem(row, actor, zone, now)), total };
  });
