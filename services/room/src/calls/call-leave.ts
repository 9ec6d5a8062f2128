import { callEndpoints } from '@canstring/contracts';
import { handler } from '@canstring/service-kit';
import type { RoomServiceContext } from '../context';
import { bothOf, publishCallEvent } from './call-events';
import { callOf, otherPersonOf, wrongState } from './call-model';
import { findCall, moveCall } from './call-store';

/**
 * Either person hangs up (spec 2 §4 'leave'): a ringing call is cancelled, an accepted one ended, and
 * the other side sees 'Meeting has been ended'. Hanging up a call that is already over is refused.
 */
export const callLeaveHandler = (ctx: RoomServiceContext) =>
  handler(callEndpoints.leave, async ({ actor, callId }) => {
    const row = await findCall(ctx.db, callId);
    otherPersonOf(row, actor.userId);
    if (row.state !== 'ringing' && row.state !== 'accepted') throw wrongState(row, 'accepted');
    const now = ctx.clock.now();
    // The callee may attend between the read and the move: then the accepted call is the one to end.
    const moved =
      (row.state === 'ringing' ? await moveCall(ctx.db, callId, 'ringing', 'cancelled', now) : null) ??
      (await moveCall(ctx.db, callId, 'accepted', 'ended', now));
    if (!moved) throw wrongState(await findCall(ctx.db, callId), 'accepted');
    const left = callOf(moved);
    publishCallEvent(ctx.nc, bothOf(left), {
      kind: left.state === 'cancelled' ? 'cancelled' : 'ended',
      call: left,
      fromUserId: actor.userId,
    });
    return { ok: true as const };
  });
