import { roomEndpoints } from '@canstring/contracts';
import { handler } from '@canstring/service-kit';
import type { RoomServiceContext } from '../context';
import { ownParticipant, roomOfOwnParticipant } from '../room/own-participant';
import { changeRoom } from '../room/room-change';
import { roomStateFor } from '../room/room-state';

/** The room as the caller's participant sees it (after a reconnect, or a version jump). */
export const stateHandler = (ctx: RoomServiceContext) =>
  handler(roomEndpoints.state, async ({ caller, participantId }) => {
    const { room, owner } = await roomOfOwnParticipant(ctx, caller, participantId);
    // Read under the room lock, so the state is one version, never half of a change.
    const { answer } = await changeRoom(ctx, room, async ({ model }) => {
      const me = ownParticipant(model, participantId, owner);
      return { event: null, answer: async ({ tx }) => roomStateFor(tx, model, me) };
    });
    if (!answer) throw new Error('state composed no answer');
    return { state: answer };
  });
