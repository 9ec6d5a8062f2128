/**
 * GraphQL schema of the room's whiteboard (spec 2 §2.9; spec 3 §4): a page of the open board for a
 * participant, and the boards kept from a meeting's sessions for its hosts. Drawing travels as room
 * signals (sendRoomSignal), the board's snapshot in the room's features.
 */
export const whiteboardTypeDefs = /* GraphQL */ `
  type WhiteboardPage {
    boardId: ID!
    page: Int!
    "JSON text: the shapes, oldest first."
    shapes: String!
  }

  type KeptWhiteboard {
    boardId: ID!
    meetingNumber: String!
    openedAt: String!
    closedAt: String
    pages: Int!
  }

  extend type Query {
    "A page of the room's open whiteboard, for the caller's participant."
    roomBoardPage(participantId: ID!, page: Int!): WhiteboardPage!
    "The whiteboards kept from these meetings' sessions, newest first: of the meetings the caller hosts (at most 100 meetings)."
    meetingBoards(meetingNumbers: [String!]!): [KeptWhiteboard!]!
  }
`;
