/**
 * GraphQL schema of meetings: the schedule list of a chat user or group, scheduling, entry by link
 * (members, guests and hosts), host grants, instant rooms, and recordings. Time rules run on the
 * server with the viewer's current date and IANA zone. Guests carry a guest token that admits them
 * to one meeting only; every other field refuses it.
 */
export const meetingTypeDefs = /* GraphQL */ `
  enum SeatType {
    onetoone
    conference
    webinar
  }

  "Whom a meeting is with: exactly one of userId or groupId."
  input MeetingTargetInput {
    userId: ID
    groupId: ID
  }

  type MeetingTarget {
    userId: ID
    groupId: ID
  }

  type Meeting {
    id: ID!
    alias: String!
    meetingNumber: String!
    title: String!
    organizerUserId: ID!
    organizerFirstName: String!
    organizerLastName: String
    target: MeetingTarget!
    seatType: SeatType!
    isRecurring: Boolean!
    zone: String!
    startAt: String!
    endAt: String!
    active: Boolean!
    createdAt: String!
  }

  "One row of the schedule list; dates formatted in the viewer's zone ('MMM DD YYYY, HH:mm')."
  type MeetingListItem {
    meeting: Meeting!
    startDisplay: String!
    endDisplay: String!
    "'Recurring Meeting' or 'One-Time Meeting'."
    meetingTypeLabel: String!
    ended: Boolean!
    canJoin: Boolean!
    canStart: Boolean!
    canCopyLink: Boolean!
    canDelete: Boolean!
  }

  type MeetingPage {
    meetings: [MeetingListItem!]!
    total: Int!
  }

  input ScheduleMeetingInput {
    title: String!
    "11 digits; generated when absent; ignored for a webinar."
    meetingNumber: String
    seatType: SeatType!
    isRecurring: Boolean!
    "ISO date-times; required when recurring."
    startAt: String
    endAt: String
    "The organizer's IANA time zone."
    zone: String!
    target: MeetingTargetInput!
  }

  "What entering a meeting needs (spec 3 §3 Meeting)."
  type MeetingEntry {
    alias: String!
    meetingNumber: String!
    title: String!
    seatType: SeatType!
    organizerUserId: ID!
    organizerName: String!
    startAt: String!
    endAt: String!
    "True when the caller may open the host page (organizer or a host grant)."
    canHost: Boolean!
  }

  "A guest's admission to one meeting: the token admits its holder to that meeting only."
  type GuestPass {
    token: String!
    expiresAt: String!
    guestId: ID!
    name: String!
    entry: MeetingEntry!
  }

  "A room started from the chat screen (legacy POST /createRoom)."
  type InstantRoom {
    id: ID!
    "The meeting alias to open at /host/{alias}."
    alias: String!
    name: String!
  }

  type Recording {
    id: ID!
    uniqueName: String!
    roomId: String!
    fileName: String!
    recordDesc: String
    title: String
    createdAt: String!
    "Path on the file server (GET with the session token); people allowed to see the meeting only."
    downloadPath: String!
  }

  type RecordingPage {
    "Newest first."
    recordings: [Recording!]!
    total: Int!
  }

  type Query {
    "Active meetings with one chat user or one group (the schedule list)."
    meetings(with: MeetingTargetInput!, zone: String!, offset: Int = 0, limit: Int = 25): MeetingPage!
    """
    Checks a meeting link for a signed-in member or a guest holding a pass for it: unknown or ended
    meetings are refused ('Meeting not found', 'Meeting has been ended').
    """
    meetingEntry(alias: String!, currentDate: String!, zone: String!): MeetingEntry!
    "The host page's check: FORBIDDEN 'Not authorized to enter host page' unless organizer or granted."
    hostEntry(alias: String!, currentDate: String!, zone: String!): MeetingEntry!
    "Recordings of the meetings with one chat user or group, 15 a page; hosts (role 1)."
    recordings(with: MeetingTargetInput!, offset: Int = 0, limit: Int = 15): RecordingPage!
  }

  type Mutation {
    "Hosts (role 1) only."
    scheduleMeeting(input: ScheduleMeetingInput!): Meeting!
    "The organizer or an administrator."
    deleteMeeting(id: ID!): Boolean!
    "Open to visitors: a guest pass for one meeting by its public link."
    joinMeetingAsGuest(alias: String!, name: String!, phone: String!, currentDate: String!, zone: String!): GuestPass!
    "The organizer lets another signed-in user open the host page of this meeting (and revokes it)."
    grantHost(alias: String!, userId: ID!): Boolean!
    revokeHost(alias: String!, userId: ID!): Boolean!
    "Starts an instant room; hosts (role 1)."
    createInstantRoom(name: String!): InstantRoom!
    "Renames a recording (name required); hosts who may see the meeting."
    renameRecording(id: ID!, fileName: String!): Recording!
    deleteRecording(id: ID!): Boolean!
  }
`;
