import { roomEndpoints } from '@canstring/contracts';
import { handler } from '@canstring/service-kit';
import type { RoomServiceContext } from '../context';
import { markAway } from '../exam/exam-presence';
import { ownParticipant, roomOfOwnParticipant } from '../room/own-participant';
import { changeRoom } from '../room/room-change';
import { removeParticipants } from '../rules/end-meeting';

/** The participant leaves; a leaving screen sharer's share ends; an exam's candidate is away. */
export const leaveHandler = (ctx: RoomServiceContext) =>
  handler(roomEndpoints.leave, async ({ caller, participantId }) => {
    const { room, owner } = await roomOfOwnParticipant(ctx, caller, participantId);
    await changeRoom(ctx, room, async ({ model, now }) => {
      const me = ownParticipant(model, participantId, owner);
      removeParticipants(model, [participantId]);
      // An exam's candidate closing the page is away: disqualified unless back within the grace.
      markAway(model, [me], 'pageClosed', now);
      return { event: { method: 'onUserDisconnected', fromParticipantId: participantId } };
    });
    return { ok: true as const };
  });
