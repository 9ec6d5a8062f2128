import { AppError, ErrorCode, type RoomCaller, roomMessages } from '@canstring/contracts';
import type { RoomServiceContext } from '../context';
import { roomOfParticipant } from '../db/room-store';
import { ownerOf, type ParticipantModel, type RoomModel } from './model';

const notInRoom = () => new AppError(ErrorCode.Forbidden, roomMessages.notInRoom);

/**
 * The room of a participant the caller owns. A participant id that is unknown, gone, or someone
 * else's is refused alike, so ids cannot be probed.
 */
export const roomOfOwnParticipant = async (
  ctx: RoomServiceContext,
  caller: RoomCaller,
  participantId: string,
): Promise<{ room: string; owner: string }> => {
  const owner = ownerOf(caller);
  const found = await roomOfParticipant(ctx.db, participantId);
  if (!found || found.owner !== owner) throw notInRoom();
  return { room: found.room, owner };
};

/** The caller's participant in the locked room (it may have left since the lookup). */
export const ownParticipant = (model: RoomModel, participantId: string, owner: string): ParticipantModel => {
  const p = model.participants.find((x) => x.participantId === participantId);
  if (!p || p.owner !== owner) throw notInRoom();
  return p;
};
