export {
  type Conference,
  type ConferenceFeed,
  type ConferenceOptions,
  type ConferenceSnapshot,
  createConference,
  type Sending,
} from './conference';
export { type JanusLibrary, loadJanus } from './janus-library';
export { fetchRoomMediaPass, MEDIA_PASS_FIELDS, ROOM_MEDIA_TOKEN } from './media-pass';
