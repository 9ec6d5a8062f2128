import { AppError, ErrorCode, roomEndpoints, roomMessages } from '@canstring/contracts';
import { handler, ONE_VERSION_READ } from '@canstring/service-kit';
import type { RoomServiceContext } from '../context';
import { readRoom } from '../db/room-store';
import { ownParticipant, roomOfOwnParticipant } from '../room/own-participant';
import { roomStateFor } from '../room/room-state';

/**
 * The room as the caller's participant sees it (after a reconnect, or a version jump). Read in a
 * transaction of its own that sees one version of the room, never half of a change, without waiting
 * for the room's changes: in a room of a thousand, every subscription reads the state as it starts.
 */
export const stateHandler = (ctx: RoomServiceContext) =>
  handler(roomEndpoints.state, async ({ caller, participantId }) => {
    const { room, owner } = await roomOfOwnParticipant(ctx, caller, participantId);
    const state = await ctx.db.transaction(async (tx) => {
      const model = await readRoom(tx, room);
      if (!model) throw new AppError(ErrorCode.NotFound, roomMessages.notInRoom);
      return roomStateFor(tx, model, ownParticipant(model, participantId, owner));
    }, ONE_VERSION_READ);
    return { state };
  });
