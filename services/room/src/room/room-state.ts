import type { RoomState } from '@canstring/contracts';
import { type RoomTx, readableChat } from '../db/room-store';
import { type ParticipantModel, publicRecord, type RoomModel } from './model';

/** The room as every participant sees it: all of its state but the chat, which depends on who reads. */
export const roomViewOf = (model: RoomModel): Omit<RoomState, 'chat'> => ({
  ...model.info,
  version: model.version,
  flags: model.flags,
  participants: model.participants.map(publicRecord),
  features: model.features,
});

/** What one participant sees of the room: everything, with only the chat they may read. */
export const roomStateFor = async (
  tx: RoomTx,
  model: RoomModel,
  viewer: ParticipantModel,
): Promise<RoomState> => ({
  ...roomViewOf(model),
  chat: await readableChat(tx, model.info.room, viewer.owner),
});
