import { AppError, callEndpoints, callMessages, ErrorCode, parseCallSignal } from '@canstring/contracts';
import { handler } from '@canstring/service-kit';
import type { RoomServiceContext } from '../context';
import { publishCallEvent } from './call-events';
import { callOf, otherPersonOf, wrongState } from './call-model';
import { findCall } from './call-store';

/**
 * Relays one WebRTC message (offer, answer, candidate) of an accepted call to the other person only.
 * The sender must be one of the two and the payload must match its type's schema.
 */
export const callSignalHandler = (ctx: RoomServiceContext) =>
  handler(callEndpoints.signal, async ({ actor, callId, type, payload }) => {
    const row = await findCall(ctx.db, callId);
    const other = otherPersonOf(row, actor.userId);
    if (row.state !== 'accepted') throw wrongState(row, 'accepted');
    const signal = parseCallSignal(type, payload);
    if (!signal) throw new AppError(ErrorCode.BadInput, callMessages.badSignal);
    publishCallEvent(ctx.nc, [other], {
      kind: 'signal',
      call: callOf(row),
      fromUserId: actor.userId,
      signalType: type,
      payload: JSON.stringify(signal),
    });
    return { ok: true as const };
  });
