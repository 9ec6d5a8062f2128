import { meetingEndpoints } from '@canstring/contracts';
import { handler } from '@canstring/service-kit';
import { requireReadableGroup } from '../auth/authorise';
import type { MeetingServiceContext } from '../context';
import { listActiveMeetings, ofGroup } from '../db/meetings-repository';
import { toListItem } from '../listing/list-item';

/** The schedule list of a group, for those the user service lets read the group. */
export const listForGroupHandler = (ctx: MeetingServiceContext) =>
  handler(meetingEndpoints.listForGroup, async ({ actor, groupId, zone, offset, limit }) => {
    await requireReadableGroup(ctx, actor, groupId);
    const { rows, total } = await listActiveMeetings(ctx.db, ofGroup(groupId), { offset, limit });
    const now = ctx.clock.now();
    return { meetings: rows.map((row) => toListItem(row, actor, zone, now)), total };
  });
