import { z } from 'zod';
import { callSignalTypeSchema } from './signals';
import { callSchema } from './state';

/**
 * What one person's browsers receive about their calls (spec 3 §7: onNewCallAlert, onCallAccepted,
 * onRingRejected, and the peer-to-peer channel):
 * - ring: someone calls you (to the callee);
 * - accepted, rejected, cancelled, missed, ended: the call changed state (to both);
 * - signal: a WebRTC message from the other person.
 */
export const CALL_EVENT_KINDS = [
  'ring',
  'accepted',
  'rejected',
  'cancelled',
  'missed',
  'ended',
  'signal',
] as const;
export type CallEventKind = (typeof CALL_EVENT_KINDS)[number];

export const callEventSchema = z.object({
  kind: z.enum(CALL_EVENT_KINDS),
  call: callSchema,
  /** Who caused it; null for the service's own (an unanswered ring). */
  fromUserId: z.number().int().positive().nullable(),
  /** signal only: its type and its JSON payload. */
  signalType: callSignalTypeSchema.nullable(),
  payload: z.string().nullable(),
});
export type CallEvent = z.infer<typeof callEventSchema>;

/** Core NATS subject of one person's call events; gateways subscribe while that person is connected. */
export const callEventSubject = (userId: number): string => `call.events.user.${userId}`;
