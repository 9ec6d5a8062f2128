import type { RoomServiceContext } from '../context';

export interface RoomSweeper {
  stop(): Promise<void>;
}

export const startRoomSweeper = (_ctx: RoomServiceContext): RoomSweeper => ({ stop: async () => undefined });
