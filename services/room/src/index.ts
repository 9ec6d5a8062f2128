export { loadRoomConfig, type RoomConfig, roomConfigShape } from './config';
export { ROOM_SERVICE_NAME, type RoomService, startRoomService } from './room-service';
