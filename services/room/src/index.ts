export { loadRoomConfig, type RoomConfig, roomConfigShape } from './config';
export { ROOM_SERVICE_NAME, type RoomService, startRoomService } from './room-service';
export { type Clock, createFixedClock, type SettableClock, systemClock } from './time/clock';
