import { randomUUID } from 'node:crypto';
import { noFeatures, type RoomParticipant, type RoomState } from '@canstring/contracts';

/** A participant of `room` as the room service describes one: a presenter with mic and camera allowed. */
export const participantOf = (room: string, over: Partial<RoomParticipant> = {}): RoomParticipant => ({
  participantId: randomUUID(),
  room,
  userId: null,
  guestId: randomUUID(),
  userName: 'Someone',
  windowId: 'w',
  videoEnabled: true,
  audioEnabled: true,
  userMode: 'presenter',
  public: true,
  isHost: false,
  temphost: false,
  tempHostUntil: null,
  wbAllowed: false,
  screenAllowed: false,
  micAllowed: true,
  camAllowed: true,
  handRaised: false,
  phone: null,
  webinar: false,
  joinedAt: '2026-11-22T10:00:00.000Z',
  ...over,
});

export const startedRoomFlags: RoomState['flags'] = {
  started: true,
  ended: false,
  locked: false,
  recording: false,
  recordingId: null,
  caption: false,
  privateChatDisabled: false,
  displayMode: 'none',
  sharedContent: null,
  screenSharerId: null,
  hostAbsentSince: null,
};

/** A started room with these participants (and its screen sharer). */
export const roomStateOf = (
  room: string,
  participants: RoomParticipant[],
  screenSharerId: string | null = null,
): RoomState => ({
  room,
  alias: 'a',
  title: 't',
  seatType: 'conference',
  organizerName: 'O',
  startAt: '',
  endAt: '',
  version: 1,
  flags: { ...startedRoomFlags, screenSharerId },
  participants,
  features: noFeatures(),
  chat: [],
});
