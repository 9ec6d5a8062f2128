/**
 * GraphQL schema of the transcripts kept after meetings (spec 3 §6): which meetings have one, and one
 * meeting's transcript as text and WebVTT for its download. Their hosts only.
 */
export const transcriptsTypeDefs = /* GraphQL */ `
  type KeptTranscript {
    meetingNumber: String!
    "How many caption lines it holds."
    lines: Int!
    firstAt: String!
    lastAt: String!
  }

  type TranscriptFile {
    "One line a line: date, time (UTC), speaker and words."
    text: String!
    "The same lines as WebVTT captions."
    vtt: String!
  }

  extend type Query {
    "The transcripts kept from these meetings, the latest spoken first: of the meetings the caller hosts (at most 100 meetings)."
    meetingTranscripts(meetingNumbers: [String!]!): [KeptTranscript!]!
    "A meeting's transcript, for its hosts."
    meetingTranscript(meetingNumber: String!): TranscriptFile!
  }
`;
