import { gql, type TypedDocumentNode } from '@apollo/client';
import type { RoomMediaToken } from '@canstring/contracts';
import { MEDIA_PASS_FIELDS } from '../media/media-pass';
import type { RoomEntry, RoomEventView, RoomStateView } from './room-types';

const PARTICIPANT_FIELDS = gql`
  fragment RoomParticipantFields on RoomParticipant {
    participantId
    room
    userId
    guestId
    userName
    windowId
    videoEnabled
    audioEnabled
    userMode
    public
    isHost
    temphost
    tempHostUntil
    wbAllowed
    screenAllowed
    micAllowed
    camAllowed
    handRaised
    phone
    webinar
    joinedAt
  }
`;

const FLAGS_FIELDS = gql`
  fragment RoomFlagsFields on RoomFlags {
    started
    ended
    locked
    recording
    recordingId
    recordingProblem
    caption
    privateChatDisabled
    displayMode
    sharedContent {
      kind
      fileName
      totalPages
      attachmentId
      upload
      videoId
      sharedBy
    }
    screenSharerId
    hostAbsentSince
  }
`;

const STATE_FIELDS = gql`
  fragment RoomStateFields on RoomState {
    room
    alias
    title
    seatType
    organizerName
    startAt
    endAt
    version
    flags {
      ...RoomFlagsFields
    }
    participants {
      ...RoomParticipantFields
    }
    features
    chat {
      id
      fromParticipantId
      fromName
      toParticipantId
      message
      sentAt
    }
  }
  ${FLAGS_FIELDS}
  ${PARTICIPANT_FIELDS}
`;

/** Entering, with the SFU pass in the same answer (null when the SFU could not give one). */
export const JOIN_ROOM: TypedDocumentNode<
  { joinRoom: { participantId: string; state: RoomStateView; media: RoomMediaToken | null } },
  { entry: RoomEntry }
> = gql`
  mutation JoinRoom($entry: RoomEntryInput!) {
    joinRoom(entry: $entry) {
      participantId
      state {
        ...RoomStateFields
      }
      media {
        ...MediaPassFields
      }
    }
  }
  ${STATE_FIELDS}
  ${MEDIA_PASS_FIELDS}
`;

export const ROOM_STATE: TypedDocumentNode<{ roomState: RoomStateView }, { participantId: string }> = gql`
  query RoomState($participantId: ID!) {
    roomState(participantId: $participantId) {
      ...RoomStateFields
    }
  }
  ${STATE_FIELDS}
`;

export const ROOM_HEARTBEAT: TypedDocumentNode<
  { roomHeartbeat: { version: number } },
  { participantId: string; videoEnabled: boolean; audioEnabled: boolean }
> = gql`
  mutation RoomHeartbeat($participantId: ID!, $videoEnabled: Boolean!, $audioEnabled: Boolean!) {
    roomHeartbeat(participantId: $participantId, videoEnabled: $videoEnabled, audioEnabled: $audioEnabled) {
      version
    }
  }
`;

export const SEND_ROOM_SIGNAL: TypedDocumentNode<
  { sendRoomSignal: { version: number } },
  { participantId: string; method: string; payload: string }
> = gql`
  mutation SendRoomSignal($participantId: ID!, $method: String!, $payload: String!) {
    sendRoomSignal(participantId: $participantId, method: $method, payload: $payload) {
      version
    }
  }
`;

export const LEAVE_ROOM: TypedDocumentNode<{ leaveRoom: boolean }, { participantId: string }> = gql`
  mutation LeaveRoom($participantId: ID!) {
    leaveRoom(participantId: $participantId)
  }
`;

export const ROOM_EVENTS: TypedDocumentNode<{ roomEvents: RoomEventView }, { participantId: string }> = gql`
  subscription RoomEvents($participantId: ID!) {
    roomEvents(participantId: $participantId) {
      version
      method
      fromParticipantId
      payload
      flags {
        ...RoomFlagsFields
      }
      participants {
        ...RoomParticipantFields
      }
      left
      features
      state {
        ...RoomStateFields
      }
    }
  }
  ${STATE_FIELDS}
`;
