import {
  type Call,
  type CallEvent,
  type CallEventKind,
  type CallSignalType,
  callEventSchema,
  callEventSubject,
} from '@canstring/contracts';
import type { NatsConnection } from '@canstring/service-kit';

/** Hands one call event to the given people's browsers (core NATS: calls are live, nothing is replayed). */
export const publishCallEvent = (
  nc: NatsConnection,
  to: number[],
  event: {
    kind: CallEventKind;
    call: Call;
    fromUserId: number | null;
    signalType?: CallSignalType;
    payload?: string;
  },
): void => {
  const body: CallEvent = callEventSchema.parse({
    kind: event.kind,
    call: event.call,
    fromUserId: event.fromUserId,
    signalType: event.signalType ?? null,
    payload: event.payload ?? null,
  });
  const text = JSON.stringify(body);
  for (const userId of new Set(to)) nc.publish(callEventSubject(userId), text);
};

/** A change of state goes to both people (each may have several windows open). */
export const bothOf = (call: Call): number[] => [call.callerId, call.calleeId];
