/**
 * GraphQL schema of recording a live room (spec 2 §2.5, spec 3 §4 Recording): a host starts and stops
 * it; the recordings list (meeting module) shows where each one is and plays a ready one in the page.
 */
export const recordingsTypeDefs = /* GraphQL */ `
  extend type Recording {
    "recording (being captured), composing (being made into one video), ready, or failed."
    status: String!
    "Why it failed, in words for the host; null unless failed."
    failureReason: String
    "The video's length in seconds; null until ready."
    durationSeconds: Float
    "When capturing started and stopped (ISO); null for records posted by old clients."
    startedAt: String
    endedAt: String
    """
    The browser rendition on the file server with a play ticket in the query (a <video src> sends no
    header); null unless ready. The ticket expires in an hour: read the list again for a new one.
    """
    playUrl: String
    "Whether it can be played in the page (ready, with a browser rendition)."
    playable: Boolean!
    "Whether captions are kept beside it."
    captions: Boolean!
    "Its captions (WebVTT) with the same ticket, when the meeting had captions; else null."
    captionsUrl: String
  }

  extend type Query {
    "Whether the room of a meeting link records now: the device preview tells whoever is about to enter."
    roomRecording(door: RoomDoorInput!): Boolean!
  }

  extend type Mutation {
    """
    Starts recording the live room (the caller's participant must hold host power): answers the
    recording id; 'Recording is already running' when it is.
    """
    startRecording(meetingNumber: String!, participantId: ID!): String!
    "Stops it ('Recording is not running' when it is not); the video is composed after."
    stopRecording(meetingNumber: String!, participantId: ID!): Boolean!
  }
`;
