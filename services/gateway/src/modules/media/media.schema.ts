/**
 * GraphQL schema of a live room's conference media (spec 3 §5, §7): what a participant needs to join
 * their room on the SFU (Janus VideoRoom). `IceServer` is the call module's type.
 */
export const mediaTypeDefs = /* GraphQL */ `
  "A participant's pass to their room's conference on the SFU."
  type RoomMediaToken {
    "Janus WebSocket API (subprotocol janus-protocol)."
    janusUrl: String!
    "The VideoRoom (up to 48 bits, beyond GraphQL Int)."
    janusRoomId: Float!
    "The id to join the VideoRoom with (up to 48 bits); the SFU removes a publisher not allowed to publish."
    feedId: Float!
    "The id to join the VideoRoom with for a screen share; the SFU lets it publish only while this participant shares."
    screenFeedId: Float!
    "The token Janus accepts for this participant's session."
    token: String!
    "Host power or presenter: whether publishing is allowed now."
    canPublish: Boolean!
    iceServers: [IceServer!]!
    expiresAt: String!
  }

  "The device preview's pass to the SFU: opens a session before entering, joins nothing until the join takes its seat."
  type RoomPreviewPass {
    janusUrl: String!
    token: String!
    "The participant id the join gives when sent with it (RoomEntryInput.seat)."
    seat: ID!
    iceServers: [IceServer!]!
    expiresAt: String!
  }

  "The room of a meeting link as the device preview stands before it."
  input RoomDoorInput {
    alias: String!
    "The viewer's current date (ISO) and IANA zone, as meeting validation takes them."
    currentDate: String!
    zone: String!
    asHost: Boolean = false
  }

  extend type RoomJoin {
    "The participant's SFU pass, given with the join; null when the SFU cannot give one now (roomMediaToken says why)."
    media: RoomMediaToken
  }

  type Query {
    "The SFU pass of one of the caller's participants (member or guest); FORBIDDEN for anyone else."
    roomMediaToken(participantId: ID!): RoomMediaToken!
    "The device preview's SFU pass, for a caller the room would admit now (its refusal otherwise)."
    roomPreviewPass(door: RoomDoorInput!): RoomPreviewPass!
  }
`;
