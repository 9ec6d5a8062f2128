import { z } from 'zod';

/**
 * Where a one-to-one call stands (spec 3 §2 "A call goes ring, then accepted (a new room is created)
 * or rejected"): ringing until the callee answers; accepted while both are in it; then one end state.
 * - rejected: the callee refused the ring;
 * - cancelled: the caller hung up while it rang;
 * - missed: nobody answered within CALL_RING_TIMEOUT_MS;
 * - ended: one of the two left an accepted call.
 */
export const CALL_STATES = ['ringing', 'accepted', 'rejected', 'cancelled', 'missed', 'ended'] as const;
export type CallState = (typeof CALL_STATES)[number];
export const callStateSchema = z.enum(CALL_STATES);

/** States in which the call still holds both people (a second call to either is refused). */
export const LIVE_CALL_STATES = ['ringing', 'accepted'] as const satisfies readonly CallState[];

export const callIdSchema = z.uuid();

/** One call as both people see it. */
export const callSchema = z.object({
  callId: callIdSchema,
  callerId: z.number().int().positive(),
  callerName: z.string(),
  calleeId: z.number().int().positive(),
  calleeName: z.string(),
  state: callStateSchema,
  /** ISO time the ring started. */
  startedAt: z.string(),
});
export type Call = z.infer<typeof callSchema>;

/**
 * Where the call screen of one browser stands (spec 3 §6 "Call view states": welcom, calling,
 * callOpened; the others of that list are chat views, kept by the chat area).
 */
export const CALL_VIEW_STATES = ['welcom', 'calling', 'ringing', 'callOpened'] as const;
export type CallViewState = (typeof CALL_VIEW_STATES)[number];
