import { randomUUID } from 'node:crypto';
import {
  AppError,
  callEndpoints,
  callMessages,
  ErrorCode,
  presenceEndpoints,
  type UserSummary,
  userDirectoryEndpoints,
} from '@canstring/contracts';
import { call, handler } from '@canstring/service-kit';
import { and, eq, inArray, or, sql } from 'drizzle-orm';
import type { RoomServiceContext } from '../context';
import { bothOf, publishCallEvent } from './call-events';
import { callOf } from './call-model';
import { type CallRow, calls } from './call-schema';
import { inLiveCall } from './call-store';

/** First key of the per-person advisory locks that keep two rings from taking one person at once. */
const CALL_LOCK_NAMESPACE = 7301;

const fullName = (u: Pick<UserSummary, 'firstName' | 'lastName'>) =>
  [u.firstName, u.lastName].filter(Boolean).join(' ');

const notAvailable = () => new AppError(ErrorCode.Unavailable, callMessages.notAvailable);

/**
 * Rings another member (spec 3 §2 "calling", §7 onNewCallAlert). The caller must be an active account;
 * the callee an active account other than the caller with a live connection now (presence, from the
 * user service) and not in another call, else 'User is not available for the call !'. A caller who
 * starts a new call hangs up their previous one, so a call left behind by a closed window never holds
 * them. Both people's rows are locked in a fixed order while checked, so two rings cannot both win.
 */
export const callStartHandler = (ctx: RoomServiceContext) =>
  handler(callEndpoints.start, async ({ actor, calleeId }) => {
    if (calleeId === actor.userId) throw new AppError(ErrorCode.BadInput, callMessages.cannotCallYourself);
    const { users } = await call(ctx.nc, userDirectoryEndpoints.accounts, {
      actor,
      userIds: [actor.userId, calleeId],
    });
    const caller = users.find((u) => u.id === actor.userId);
    const callee = users.find((u) => u.id === calleeId);
    if (!caller?.active) throw new AppError(ErrorCode.Forbidden, callMessages.notInCall);
    if (!callee?.active) throw notAvailable();
    const { presence } = await call(ctx.nc, presenceEndpoints.of, { actor, userIds: [calleeId] });
    if (!presence[0]?.online) throw notAvailable();

    const now = ctx.clock.now();
    const { row, hungUp } = await ctx.db.transaction(async (tx) => {
      for (const userId of [actor.userId, calleeId].sort((a, b) => a - b)) {
        await tx.execute(sql`select pg_advisory_xact_lock(${CALL_LOCK_NAMESPACE}, ${userId})`);
      }
      if (await inLiveCall(tx, [calleeId])) throw notAvailable();
      const hungUp: CallRow[] = await tx
        .update(calls)
        .set({
          state: sql`case when ${calls.state} = 'ringing' then 'cancelled' else 'ended' end`,
          endedAt: now,
        })
        .where(
          and(
            inArray(calls.state, ['ringing', 'accepted']),
            or(eq(calls.callerId, actor.userId), eq(calls.calleeId, actor.userId)),
          ),
        )
        .returning();
      const [row] = await tx
        .insert(calls)
        .values({
          callId: randomUUID(),
          callerId: actor.userId,
          callerName: fullName(caller),
          calleeId,
          calleeName: fullName(callee),
          state: 'ringing',
          startedAt: now,
        })
        .returning();
      if (!row) throw new Error('call insert returned nothing');
      return { row, hungUp };
    });
    for (const old of hungUp) {
      const previous = callOf(old);
      publishCallEvent(ctx.nc, bothOf(previous), {
        kind: previous.state === 'cancelled' ? 'cancelled' : 'ended',
        call: previous,
        fromUserId: actor.userId,
      });
    }
    const started = callOf(row);
    // The caller's other windows learn of it too, so only one of them rings out.
    publishCallEvent(ctx.nc, bothOf(started), { kind: 'ring', call: started, fromUserId: actor.userId });
    return { call: started };
  });
