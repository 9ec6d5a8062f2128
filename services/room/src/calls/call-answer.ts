import { AppError, callEndpoints, callMessages, ErrorCode } from '@canstring/contracts';
import { handler } from '@canstring/service-kit';
import type { RoomServiceContext } from '../context';
import { bothOf, publishCallEvent } from './call-events';
import { callOf, otherPersonOf, wrongState } from './call-model';
import { findCall, moveCall } from './call-store';

/** Finds a ringing call the actor may answer: theirs as the callee, still ringing. */
const ringingFor = async (ctx: RoomServiceContext, userId: number, callId: string) => {
  const row = await findCall(ctx.db, callId);
  otherPersonOf(row, userId);
  if (row.calleeId !== userId) throw new AppError(ErrorCode.Forbidden, callMessages.onlyCalleeAnswers);
  if (row.state !== 'ringing') throw wrongState(row, 'ringing');
  return row;
};

/** The callee attends (spec 3 §7 onCallAccepted): the call is open and the caller sends the offer. */
export const callAcceptHandler = (ctx: RoomServiceContext) =>
  handler(callEndpoints.accept, async ({ actor, callId }) => {
    const before = await ringingFor(ctx, actor.userId, callId);
    const row = await moveCall(ctx.db, callId, 'ringing', 'accepted', ctx.clock.now());
    if (!row) throw wrongState(await findCall(ctx.db, callId), 'ringing');
    const accepted = callOf(row);
    publishCallEvent(ctx.nc, bothOf(accepted), {
      kind: 'accepted',
      call: accepted,
      fromUserId: before.calleeId,
    });
    return { call: accepted };
  });

/** The callee refuses the ring (spec 3 §7 onRingRejected): the caller sees the refusal. */
export const callRejectHandler = (ctx: RoomServiceContext) =>
  handler(callEndpoints.reject, async ({ actor, callId }) => {
    await ringingFor(ctx, actor.userId, callId);
    const row = await moveCall(ctx.db, callId, 'ringing', 'rejected', ctx.clock.now());
    if (!row) throw wrongState(await findCall(ctx.db, callId), 'ringing');
    const rejected = callOf(row);
    publishCallEvent(ctx.nc, bothOf(rejected), {
      kind: 'rejected',
      call: rejected,
      fromUserId: actor.userId,
    });
    return { ok: true as const };
  });
