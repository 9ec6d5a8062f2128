import { z } from 'zod';
import { CALL_SIGNAL_MAX_LENGTH } from './constants';

/**
 * The peer-to-peer message channel's types (spec 2 §4, spec 3 §7). login, newUser and requestStream
 * were how the old signalling host learnt who was on a socket; here the gateway knows the signed-in
 * person, so they have no message of their own. reject and leave are the call's own endpoints
 * (reject, leave); userLeft and rejectHost arrive as the events 'ended' and 'rejected'. What is
 * relayed from one browser to the other are the WebRTC messages: offer, answer and candidate.
 */
export const CALL_CHANNEL_TYPES = [
  'login',
  'newUser',
  'requestStream',
  'offer',
  'answer',
  'candidate',
  'userLeft',
  'rejectHost',
  'reject',
  'leave',
] as const;

export const CALL_SIGNAL_TYPES = ['offer', 'answer', 'candidate'] as const;
export type CallSignalType = (typeof CALL_SIGNAL_TYPES)[number];
export const callSignalTypeSchema = z.enum(CALL_SIGNAL_TYPES);

const sdp = z.string().min(1).max(CALL_SIGNAL_MAX_LENGTH);

/** A session description (RTCSessionDescriptionInit without its type, which the signal names). */
export const sessionDescriptionSchema = z.object({ sdp }).strict();

/** One ICE candidate (RTCIceCandidateInit). */
export const iceCandidateSchema = z
  .object({
    candidate: z.string().max(CALL_SIGNAL_MAX_LENGTH),
    sdpMid: z.string().max(64).nullable().optional(),
    sdpMLineIndex: z.number().int().nonnegative().nullable().optional(),
    usernameFragment: z.string().max(256).nullable().optional(),
  })
  .strict();

/** The payload schema of each relayed type. */
export const callSignalPayloadSchemas = {
  offer: sessionDescriptionSchema,
  answer: sessionDescriptionSchema,
  candidate: iceCandidateSchema,
} as const satisfies Record<CallSignalType, z.ZodType>;

export type CallSignalPayload<T extends CallSignalType> = z.infer<(typeof callSignalPayloadSchemas)[T]>;

/**
 * Reads a relayed message's JSON text against its type's schema; null when it is not JSON or does not
 * match (the service answers BAD_INPUT).
 */
export const parseCallSignal = <T extends CallSignalType>(
  type: T,
  payload: string,
): CallSignalPayload<T> | null => {
  let json: unknown;
  try {
    json = JSON.parse(payload);
  } catch {
    return null;
  }
  const parsed = callSignalPayloadSchemas[type].safeParse(json);
  return parsed.success ? (parsed.data as CallSignalPayload<T>) : null;
};
