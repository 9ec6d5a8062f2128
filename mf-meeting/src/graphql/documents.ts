import { gql, type TypedDocumentNode } from '@apollo/client';
import type { RoomDoor } from '@canstring/client/media';
import type { KeptTranscript, KeptWhiteboard } from '@canstring/contracts';
import type { ShareableFiles } from '../room/share-content/shareable-files';
import type {
  GuestPass,
  Meeting,
  MeetingEntry,
  MeetingListItem,
  MeetingTargetInput,
  Recording,
  ScheduleMeetingInput,
} from './types';

const MEETING_FIELDS = gql`
  fragment MeetingFields on Meeting {
    id
    alias
    meetingNumber
    title
    organizerUserId
    organizerFirstName
    organizerLastName
    seatType
    isRecurring
    zone
    startAt
    endAt
  }
`;

const ENTRY_FIELDS = gql`
  fragment MeetingEntryFields on MeetingEntry {
    alias
    meetingNumber
    title
    seatType
    organizerUserId
    organizerName
    startAt
    endAt
    canHost
  }
`;

const RECORDING_FIELDS = gql`
  fragment RecordingFields on Recording {
    id
    uniqueName
    roomId
    fileName
    recordDesc
    title
    createdAt
    downloadPath
    status
    failureReason
    durationSeconds
    playable
    playUrl
  }
`;

export const MEETINGS: TypedDocumentNode<
  { meetings: { meetings: MeetingListItem[]; total: number } },
  { with: MeetingTargetInput; zone: string; offset?: number; limit?: number }
> = gql`
  query ScheduleMeetings($with: MeetingTargetInput!, $zone: String!, $offset: Int, $limit: Int) {
    meetings(with: $with, zone: $zone, offset: $offset, limit: $limit) {
      meetings {
        meeting {
          ...MeetingFields
        }
        startDisplay
        endDisplay
        meetingTypeLabel
        ended
        canJoin
        canStart
        canCopyLink
        canDelete
      }
      total
    }
  }
  ${MEETING_FIELDS}
`;

export const SCHEDULE_MEETING: TypedDocumentNode<
  { scheduleMeeting: Meeting },
  { input: ScheduleMeetingInput }
> = gql`
    mutation ScheduleMeeting($input: ScheduleMeetingInput!) {
      scheduleMeeting(input: $input) {
        ...MeetingFields
      }
    }
    ${MEETING_FIELDS}
  `;

export const DELETE_MEETING: TypedDocumentNode<{ deleteMeeting: boolean }, { id: string }> = gql`
  mutation DeleteMeeting($id: ID!) {
    deleteMeeting(id: $id)
  }
`;

type EntryVariables = { alias: string; currentDate: string; zone: string };

export const MEETING_ENTRY: TypedDocumentNode<{ meetingEntry: MeetingEntry }, EntryVariables> = gql`
  query MeetingEntry($alias: String!, $currentDate: String!, $zone: String!) {
    meetingEntry(alias: $alias, currentDate: $currentDate, zone: $zone) {
      ...MeetingEntryFields
    }
  }
  ${ENTRY_FIELDS}
`;

/** What the door of a link tells before anything is asked (open to visitors). */
export interface MeetingDoor {
  title: string;
  locked: boolean;
  removed: boolean;
}

export const ROOM_DOOR: TypedDocumentNode<{ roomDoor: MeetingDoor }, EntryVariables> = gql`
  query RoomDoor($alias: String!, $currentDate: String!, $zone: String!) {
    roomDoor(alias: $alias, currentDate: $currentDate, zone: $zone) {
      title
      locked
      removed
    }
  }
`;

export const HOST_ENTRY: TypedDocumentNode<{ hostEntry: MeetingEntry }, EntryVariables> = gql`
  query HostEntry($alias: String!, $currentDate: String!, $zone: String!) {
    hostEntry(alias: $alias, currentDate: $currentDate, zone: $zone) {
      ...MeetingEntryFields
    }
  }
  ${ENTRY_FIELDS}
`;

export const JOIN_AS_GUEST: TypedDocumentNode<
  { joinMeetingAsGuest: GuestPass },
  EntryVariables & { name: string; phone: string }
> = gql`
  mutation JoinMeetingAsGuest(
    $alias: String!
    $name: String!
    $phone: String!
    $currentDate: String!
    $zone: String!
  ) {
    joinMeetingAsGuest(alias: $alias, name: $name, phone: $phone, currentDate: $currentDate, zone: $zone) {
      token
      expiresAt
      guestId
      name
      entry {
        ...MeetingEntryFields
      }
    }
  }
  ${ENTRY_FIELDS}
`;

export const RECORDINGS: TypedDocumentNode<
  { recordings: { recordings: Recording[]; total: number } },
  { with: MeetingTargetInput; offset: number; limit: number }
> = gql`
  query MeetingRecordings($with: MeetingTargetInput!, $offset: Int, $limit: Int) {
    recordings(with: $with, offset: $offset, limit: $limit) {
      recordings {
        ...RecordingFields
      }
      total
    }
  }
  ${RECORDING_FIELDS}
`;

export const RENAME_RECORDING: TypedDocumentNode<
  { renameRecording: Recording },
  { id: string; fileName: string }
> = gql`
  mutation RenameRecording($id: ID!, $fileName: String!) {
    renameRecording(id: $id, fileName: $fileName) {
      ...RecordingFields
    }
  }
  ${RECORDING_FIELDS}
`;

/** Starts recording the live room (a host's power, checked by the server); answers the recording's id. */
export const START_RECORDING: TypedDocumentNode<
  { startRecording: string },
  { meetingNumber: string; participantId: string }
> = gql`
  mutation StartRecording($meetingNumber: String!, $participantId: ID!) {
    startRecording(meetingNumber: $meetingNumber, participantId: $participantId)
  }
`;

/** Stops the live room's recording, which is then composed into one video. */
export const STOP_RECORDING: TypedDocumentNode<
  { stopRecording: boolean },
  { meetingNumber: string; participantId: string }
> = gql`
  mutation StopRecording($meetingNumber: String!, $participantId: ID!) {
    stopRecording(meetingNumber: $meetingNumber, participantId: $participantId)
  }
`;

/** Whether the room behind a meeting link is being recorded, asked before entering it. */
export const ROOM_RECORDING: TypedDocumentNode<{ roomRecording: boolean }, { door: RoomDoor }> = gql`
  query RoomRecording($door: RoomDoorInput!) {
    roomRecording(door: $door)
  }
`;

export const DELETE_RECORDING: TypedDocumentNode<{ deleteRecording: boolean }, { id: string }> = gql`
  mutation DeleteRecording($id: ID!) {
    deleteRecording(id: $id)
  }
`;

/** The whiteboards kept from a meeting's sessions, newest first: its hosts only. */
export const MEETING_BOARDS: TypedDocumentNode<
  { meetingBoards: KeptWhiteboard[] },
  { meetingNumbers: string[] }
> = gql`
  query MeetingBoards($meetingNumbers: [String!]!) {
    meetingBoards(meetingNumbers: $meetingNumbers) {
      boardId
      meetingNumber
      openedAt
      closedAt
      pages
    }
  }
`;

/** The caption transcripts kept from these meetings, the latest spoken first: their hosts only. */
export const MEETING_TRANSCRIPTS: TypedDocumentNode<
  { meetingTranscripts: KeptTranscript[] },
  { meetingNumbers: string[] }
> = gql`
  query MeetingTranscripts($meetingNumbers: [String!]!) {
    meetingTranscripts(meetingNumbers: $meetingNumbers) {
      meetingNumber
      lines
      firstAt
      lastAt
    }
  }
`;

/** A meeting's transcript as text and as WebVTT, for its download: its hosts only. */
export const MEETING_TRANSCRIPT: TypedDocumentNode<
  { meetingTranscript: { text: string; vtt: string } },
  { meetingNumber: string }
> = gql`
  query MeetingTranscript($meetingNumber: String!) {
    meetingTranscript(meetingNumber: $meetingNumber) {
      text
      vtt
    }
  }
`;

/** A page of the room's open whiteboard; `shapes` is JSON text (whiteboardShapeSchema, oldest first). */
export const ROOM_BOARD_PAGE: TypedDocumentNode<
  { roomBoardPage: { boardId: string; page: number; shapes: string } },
  { participantId: string; page: number }
> = gql`
  query RoomBoardPage($participantId: ID!, $page: Int!) {
    roomBoardPage(participantId: $participantId, page: $page) {
      boardId
      page
      shapes
    }
  }
`;

export const SHAREABLE_FILES: TypedDocumentNode<
  { shareableFiles: ShareableFiles },
  { participantId: string }
> = gql`
  query ShareableFiles($participantId: ID!) {
    shareableFiles(participantId: $participantId) {
      target {
        userId
        groupId
      }
      attachments {
        id
        originalName
        mimeType
        totalPages
        createdAt
      }
    }
  }
`;

/** A group meeting's recording made a lesson of the class (a teacher of the class; lesson.recordings.publish). */
export const PUBLISH_RECORDING_TO_CLASS: TypedDocumentNode<
  { publishRecordingToClass: { id: string; title: string; status: string } },
  { classId: string; uniqueName: string }
> = gql`
  mutation PublishRecordingToClass($classId: ID!, $uniqueName: String!) {
    publishRecordingToClass(classId: $classId, uniqueName: $uniqueName) {
      id
      title
      status
    }
  }
`;
