export * from './room-documents';
export {
  type AppliedEvent,
  applyRoomEvent,
  CAPTION_HISTORY,
  type RoomView,
  roomViewOf,
} from './room-reducer';
export {
  createRoomSession,
  type RelayListener,
  type RelaySender,
  type RoomMedia,
  RoomRefusal,
  type RoomSession,
  type RoomSessionOptions,
  type RoomSignalInput,
  type RoomSnapshot,
  type RoomStatus,
} from './room-session';
export type * from './room-types';
export { createSpeakingBoard, createSpeakingReporter, type SpeakingLevels, speakingDots } from './speaking';
export { roomWindowId } from './window-id';
