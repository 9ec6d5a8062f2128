import {
  AppError,
  ErrorCode,
  examIdOfAlias,
  meetingEndpoints,
  proctoringEndpoints,
  proctoringMessages,
  roomEndpoints,
} from '@canstring/contracts';
import { call, handler } from '@canstring/service-kit';
import { eq } from 'drizzle-orm';
import type { RoomServiceContext } from '../context';
import { isRemoved } from '../db/room-store';
import { rooms } from '../db/schema';
import { ownerOf } from '../room/model';

/**
 * What someone at a meeting link's door is told before being asked anything (spec 3 §2, §8): the
 * meeting's title, and whether its room keeps them out now (locked, or they were removed from its
 * session). The meeting service refuses an unknown or ended meeting in its words. An ended session
 * holds nothing: the next join starts a new one.
 */
export const doorHandler = (ctx: RoomServiceContext) =>
  handler(roomEndpoints.door, async ({ caller, alias, currentDate, zone }, { requestId }) => {
    // An exam's door: only a signed-in examiner or class member learns its title (nothing is recorded).
    const examId = examIdOfAlias(alias);
    if (examId !== null) {
      if (!caller || !('actor' in caller))
        throw new AppError(ErrorCode.Forbidden, proctoringMessages.signInRequired);
      const { exam } = await call(
        ctx.nc,
        proctoringEndpoints.get,
        { actor: caller.actor, examId },
        { requestId },
      );
      return { title: exam.title, locked: false, removed: false };
    }
    const { meeting } = await call(
      ctx.nc,
      meetingEndpoints.validate,
      { ...(caller && 'actor' in caller ? { actor: caller.actor } : {}), alias, currentDate, zone },
      { requestId },
    );
    const room = meeting.meeting_number;
    const [row] = await ctx.db
      .select({ locked: rooms.locked, ended: rooms.ended })
      .from(rooms)
      .where(eq(rooms.room, room));
    const current = Boolean(row && !row.ended);
    const removed = current && caller !== undefined && (await isRemoved(ctx.db, room, ownerOf(caller)));
    return { title: meeting.session_name, locked: current && Boolean(row?.locked), removed };
  });
