import { roomEndpoints } from '@canstring/contracts';
import { handler } from '@canstring/service-kit';
import type { RoomServiceContext } from '../context';
import { roomOfOwnParticipant } from '../room/own-participant';

/** The room of one of the caller's participants: one row read, where the state is every participant's. */
export const participantRoomHandler = (ctx: RoomServiceContext) =>
  handler(roomEndpoints.participantRoom, async ({ caller, participantId }) => {
    const { room } = await roomOfOwnParticipant(ctx, caller, participantId);
    return { room };
  });
