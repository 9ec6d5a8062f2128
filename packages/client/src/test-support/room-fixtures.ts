import type { RoomFlags } from '@canstring/contracts';
import type { RoomEventView, RoomParticipantView, RoomStateView } from '../room/room-types';

/** Room records for tests of the room session and screens. */
export const roomFlags = (change: Partial<RoomFlags> = {}): RoomFlags => ({
  started: false,
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
  ...change,
});

let serial = 0;
/** A participant id of the form the room gives (a UUID), numbered for reading. */
export const participantIdOf = (n: number): string =>
  `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

export const roomParticipant = (change: Partial<RoomParticipantView> = {}): RoomParticipantView => {
  serial += 1;
  return {
    participantId: participantIdOf(serial),
    room: '12345678901',
    userId: null,
    guestId: null,
    userName: `Person ${serial}`,
    windowId: `w${serial}`,
    videoEnabled: false,
    audioEnabled: false,
    userMode: 'viewer',
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
    joinedAt: '2026-03-10T18:00:00.000Z',
    ...change,
  };
};

export const roomState = (change: Partial<RoomStateView> = {}): RoomStateView => ({
  room: '12345678901',
  alias: 'ab12cd34',
  title: 'Weekly review',
  seatType: 'conference',
  organizerName: 'Ada Host',
  startAt: '2026-03-10T18:00:00.000Z',
  endAt: '2026-03-10T20:00:00.000Z',
  version: 1,
  flags: roomFlags(),
  participants: [],
  features: '{}',
  chat: [],
  ...change,
});

export const roomEvent = (
  change: Partial<RoomEventView> & Pick<RoomEventView, 'method' | 'version'>,
): RoomEventView => ({
  fromParticipantId: null,
  payload: '{}',
  flags: roomFlags(),
  participants: [],
  left: [],
  features: '{}',
  state: null,
  ...change,
});
