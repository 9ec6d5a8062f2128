import { groupEndpoints, recordingEndpoints } from '@canstring/contracts';
import { call, handler } from '@canstring/service-kit';
import { requireHost } from '../access/meeting-access';
import type { RecordingServiceContext } from '../context';
import { toRecording } from '../db/recording-mapper';
import { listRecordings, ofTarget } from '../db/recordings-repository';

/**
 * The recordings modal (spec 2 §2.5): hosts only, newest first, 15 a page. With a chat user, the
 * recordings of one-to-one meetings between the two; with a group, its meetings' recordings for those
 * the user service lets read the group.
 */
export const listHandler = (ctx: RecordingServiceContext) =>
  handler(recordingEndpoints.list, async ({ actor, target, offset, limit }) => {
    await requireHost(ctx, actor);
    if ('groupId' in target) await call(ctx.nc, groupEndpoints.get, { actor, groupId: target.groupId });
    const { rows, total } = await listRecordings(ctx.db, ofTarget(actor.userId, target), { offset, limit });
    return { recordings: rows.map(toRecording), total };
  });
