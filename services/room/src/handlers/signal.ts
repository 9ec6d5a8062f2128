import { roomEndpoints } from '@canstring/contracts';
import { handler } from '@canstring/service-kit';
import type { RoomServiceContext } from '../context';
import { roomOfOwnParticipant } from '../room/own-participant';
import { changeRoom } from '../room/room-change';
import { parseSignal } from '../rules/parse-signal';
import { signalRule } from '../rules/signal-rule';

/** One real-time method: checked, applied under the room lock, then handed to the room. */
export const signalHandler = (ctx: RoomServiceContext) =>
  handler(roomEndpoints.signal, async ({ caller, participantId, method, payload }) => {
    const signal = parseSignal(method, payload);
    const { room, owner } = await roomOfOwnParticipant(ctx, caller, participantId);
    const { version } = await changeRoom(ctx, room, signalRule(signal, participantId, owner));
    return { version };
  });
