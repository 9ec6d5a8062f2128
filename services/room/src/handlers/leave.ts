import { roomEndpoints } from '@canstring/contracts';
import { handler } from '@canstring/service-kit';
import type { RoomServiceContext } from '../context';
import { ownParticipant, roomOfOwnParticipant } from '../room/own-participant';
import { changeRoom } from '../room/room-change';
import { removeParticipants } from '../rules/end-meeting';

/** The participant leaves; a leaving screen sharer's share ends. */
export const leaveHandler = (ctx: RoomServiceContext) =>
  handler(roomEndpoints.leave, async ({ caller, participantId }) => {
    const { room, owner } = await roomOfOwnParticipant(ctx, caller, participantId);
    await changeRoom(ctx, room, async ({ model }) => {
      ownParticipant(model, participantId, owner);
      removeParticipants(model, [participantId]);
      return { event: { method: 'onUserDisconnected', fromParticipantId: participantId } };
    });
    return { ok: true as const };
  });
