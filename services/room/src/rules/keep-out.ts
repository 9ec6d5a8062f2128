import { AppError, ErrorCode, roomMessages } from '@canstring/contracts';
import { isRemoved, type RoomTx } from '../db/room-store';

/**
 * Who may not come in though the meeting service admits them (a host always may): anyone while the
 * room is locked ('Meeting is locked, Please contact organiser'), and someone removed from its
 * session ('You have been removed from this session').
 */
export const keepOut = async (tx: RoomTx, room: { room: string; locked: boolean }, owner: string) => {
  if (room.locked) throw new AppError(ErrorCode.Forbidden, roomMessages.meetingLocked);
  if (await isRemoved(tx, room.room, owner)) throw new AppError(ErrorCode.Forbidden, roomMessages.removed);
};
