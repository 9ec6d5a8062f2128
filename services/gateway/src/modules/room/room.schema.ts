/**
 * GraphQL schema of the live room (spec 3 §3, §4, §7): entering a meeting's room, the heartbeat,
 * real-time methods in, room events out. A signed-in member or a guest (with the guest token of that
 * meeting) calls every field; the room service checks the caller owns the participant and has the
 * right to each method. Payloads are JSON text, checked against the method's schema in contracts.
 */
export const roomTypeDefs = /* GraphQL */ `
  enum UserMode {
    presenter
    viewer
  }

  enum DisplayMode {
    none
    whiteboard
    document
    mp4
    youtube
  }

  "One person in the room: the meeting user record (spec 3 §3)."
  type RoomParticipant {
    "The legacy meeetingUserId."
    participantId: ID!
    room: String!
    userId: ID
    guestId: ID
    userName: String!
    windowId: String!
    videoEnabled: Boolean!
    audioEnabled: Boolean!
    userMode: UserMode!
    "False marks a host."
    public: Boolean!
    isHost: Boolean!
    temphost: Boolean!
    tempHostUntil: String
    wbAllowed: Boolean!
    screenAllowed: Boolean!
    micAllowed: Boolean!
    camAllowed: Boolean!
    handRaised: Boolean!
    "Sent only to the person themself and to a host by right (organizer, host grant); null for everyone else."
    phone: String
    webinar: Boolean!
    joinedAt: String!
  }

  enum SharedContentKind {
    document
    video
    youtube
  }

  "A shared document's page count, or the word video or youtube (spec 3 §3 Shared document)."
  scalar SharedPages

  "What the stage shows besides the whiteboard, as the room service resolved it (spec 3 §3 Shared document)."
  type SharedContent {
    kind: SharedContentKind!
    fileName: String!
    totalPages: SharedPages!
    "The chat attachment shown; null for YouTube."
    attachmentId: Int
    "The file server's name of its upload; null for YouTube."
    upload: String
    "The YouTube video id; null otherwise."
    videoId: String
    "Who shared it: they or a host may take it down."
    sharedBy: ID!
  }

  type RoomFlags {
    started: Boolean!
    ended: Boolean!
    locked: Boolean!
    recording: Boolean!
    recordingId: String
    recordingProblem: String
    caption: Boolean!
    privateChatDisabled: Boolean!
    displayMode: DisplayMode!
    sharedContent: SharedContent
    screenSharerId: ID
    hostAbsentSince: String
  }

  type RoomChatMessage {
    id: ID!
    fromParticipantId: ID!
    fromName: String!
    "Null: to everyone."
    toParticipantId: ID
    message: String!
    sentAt: String!
  }

  type RoomState {
    room: String!
    alias: String!
    title: String!
    seatType: SeatType!
    organizerName: String!
    startAt: String!
    endAt: String!
    version: Int!
    flags: RoomFlags!
    participants: [RoomParticipant!]!
    "Each shared-content feature's snapshot (document page, video playback), JSON text; null while it holds nothing."
    features: String!
    chat: [RoomChatMessage!]!
  }

  type RoomJoin {
    participantId: ID!
    state: RoomState!
  }

  "One event of the room (the method names of spec 3 §7, plus the room service's own)."
  type RoomEvent {
    version: Int!
    method: String!
    fromParticipantId: ID
    "JSON text."
    payload: String!
    flags: RoomFlags!
    participants: [RoomParticipant!]!
    left: [ID!]!
    "The feature snapshots this event changed, JSON text ({} when none)."
    features: String!
    "onInitialData only."
    state: RoomState
  }

  input RoomEntryInput {
    "The meeting alias of the link."
    alias: String!
    "The viewer's current date (ISO) and IANA zone, as meeting validation takes them."
    currentDate: String!
    zone: String!
    windowId: String!
    "Entering from the host page; the server decides whether the caller may host."
    asHost: Boolean = false
    "The mic as the device preview left it: on at entry when the room allows the mic."
    audioEnabled: Boolean = false
    "The seat of the device preview's pass (roomPreviewPass): the participant's id when it is the caller's."
    seat: ID
    "The token of that pass: the SFU pass keeps it when the seat was taken, so the preview's session goes on."
    previewToken: String
  }

  type RoomVersion {
    version: Int!
  }

  "What the door of a meeting link tells before anything is asked (open to visitors)."
  type RoomDoor {
    title: String!
    "The room is locked now: no one but a host comes in."
    locked: Boolean!
    "The caller was removed from the room's session now."
    removed: Boolean!
  }

  type Query {
    "The room as it is now, for the caller's participant (after a reconnect)."
    roomState(participantId: ID!): RoomState!
    "Open to visitors: an unknown or ended meeting is refused ('Meeting not found', 'Meeting has been ended')."
    roomDoor(alias: String!, currentDate: String!, zone: String!): RoomDoor!
  }

  type Mutation {
    joinRoom(entry: RoomEntryInput!): RoomJoin!
    "The meeting user record, every 5 s."
    roomHeartbeat(participantId: ID!, videoEnabled: Boolean!, audioEnabled: Boolean!): RoomVersion!
    "One real-time method with its payload as JSON text."
    sendRoomSignal(participantId: ID!, method: String!, payload: String!): RoomVersion!
    leaveRoom(participantId: ID!): Boolean!
  }

  type Subscription {
    "The room's events for the caller's participant; onInitialData first. Ends when they leave or are removed."
    roomEvents(participantId: ID!): RoomEvent!
  }
`;
