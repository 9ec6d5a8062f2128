import type { Handler } from '@canstring/service-kit';
import type { RoomServiceContext } from '../context';

export const roomHandlers = (_ctx: RoomServiceContext): Handler[] => [];
