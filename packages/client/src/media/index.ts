export {
  type Conference,
  type ConferenceFeed,
  type ConferenceOptions,
  type ConferenceSnapshot,
  createConference,
  type Sending,
} from './conference';
export { type ConferenceFollower, type FollowedConference, followConference } from './conference-follower';
export { type JanusLibrary, loadJanus } from './janus-library';
export {
  fetchRoomMediaPass,
  fetchRoomPreviewPass,
  MEDIA_PASS_FIELDS,
  ROOM_MEDIA_TOKEN,
  ROOM_PREVIEW_PASS,
  type RoomDoor,
} from './media-pass';
export { type OpenedSession, openPreviewSession, type PreviewSession } from './preview-session';
