import { AppError, type CallState, callMessages, ErrorCode } from '@canstring/contracts';
import { and, eq, inArray, lt, or } from 'drizzle-orm';
import type { RoomServiceContext } from '../context';
import { type CallRow, calls } from './call-schema';

type Db = RoomServiceContext['db'];

export const findCall = async (db: Db, callId: string): Promise<CallRow> => {
  const [row] = await db.select().from(calls).where(eq(calls.callId, callId));
  if (!row) throw new AppError(ErrorCode.NotFound, callMessages.callOver);
  return row;
};

/**
 * Moves a call from one state to another in one conditional UPDATE: null when it was no longer in
 * `from` (someone else moved it first), so each move happens once whichever instance tries.
 */
export const moveCall = async (
  db: Db,
  callId: string,
  from: CallState,
  to: CallState,
  at: Date,
): Promise<CallRow | null> => {
  const times = to === 'accepted' ? { answeredAt: at } : { endedAt: at };
  const [row] = await db
    .update(calls)
    .set({ state: to, ...times })
    .where(and(eq(calls.callId, callId), eq(calls.state, from)))
    .returning();
  return row ?? null;
};

/** Rings that started before `before` and are still ringing become missed; the moved rows are answered. */
export const missUnansweredRings = (db: Db, before: Date, at: Date): Promise<CallRow[]> =>
  db
    .update(calls)
    .set({ state: 'missed', endedAt: at })
    .where(and(eq(calls.state, 'ringing'), lt(calls.startedAt, before)))
    .returning();

/** Whether either person is in a call that still holds them (ringing or accepted). */
export const inLiveCall = async (db: Pick<Db, 'select'>, userIds: number[]): Promise<boolean> => {
  const rows = await db
    .select({ callId: calls.callId })
    .from(calls)
    .where(
      and(
        inArray(calls.state, ['ringing', 'accepted']),
        or(inArray(calls.callerId, userIds), inArray(calls.calleeId, userIds)),
      ),
    )
    .limit(1);
  return rows.length > 0;
};

/** The calls that still hold this person (ringing or accepted). */
export const liveCallsOf = (db: Db, userId: number): Promise<CallRow[]> =>
  db
    .select()
    .from(calls)
    .where(
      and(
        inArray(calls.state, ['ringing', 'accepted']),
        or(eq(calls.callerId, userId), eq(calls.calleeId, userId)),
      ),
    );
