import { z } from 'zod';
import { actorSchema } from '../actor';
import { endpoint } from '../endpoint';
import { CALL_SIGNAL_MAX_LENGTH } from './constants';
import { callSignalTypeSchema } from './signals';
import { callIdSchema, callSchema } from './state';

const ok = z.object({ ok: z.literal(true) });
const inCall = z.object({ actor: actorSchema, callId: callIdSchema });

/**
 * One-to-one calls, kept by the room service in PostgreSQL (any instance serves any call). Every
 * endpoint checks the caller is one of the call's two people and the call is in the state the action
 * needs; a refusal changes nothing.
 */
export const callEndpoints = {
  /**
   * Rings another active member. Refused with UNAVAILABLE 'User is not available for the call !' when
   * they have no live connection or are already in a call.
   */
  start: endpoint(
    'call.start',
    z.object({ actor: actorSchema, calleeId: z.number().int().positive() }),
    z.object({ call: callSchema }),
  ),
  /** The callee attends a ringing call (onCallAccepted for both). */
  accept: endpoint('call.accept', inCall, z.object({ call: callSchema })),
  /** The callee refuses a ringing call (onRingRejected for both). */
  reject: endpoint('call.reject', inCall, ok),
  /** Either person hangs up: a ringing call is cancelled, an accepted one ended ('Meeting has been ended'). */
  leave: endpoint('call.leave', inCall, ok),
  /** One WebRTC message (offer, answer, candidate) to the other person of an accepted call. */
  signal: endpoint(
    'call.signal',
    inCall.extend({
      type: callSignalTypeSchema,
      payload: z.string().max(CALL_SIGNAL_MAX_LENGTH),
    }),
    ok,
  ),
} as const;
