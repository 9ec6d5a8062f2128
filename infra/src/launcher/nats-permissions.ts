import {
  attachmentEndpoints,
  attachmentEvents,
  CHAT_EVENTS_STREAM,
  callEndpoints,
  callEventSubject,
  chatEndpoints,
  chatEvents,
  type Endpoint,
  groupEndpoints,
  guestEndpoints,
  mediaEndpoints,
  meetingEndpoints,
  presenceEndpoints,
  presenceEvents,
  recordingEndpoints,
  roomEndpoints,
  roomEventSubject,
  transcriptionEndpoints,
  userAdminEndpoints,
  userDirectoryEndpoints,
  userEndpoints,
  userEvents,
} from '@canstring/contracts';
import { natsInboxPrefixOf } from '@canstring/service-kit';

/**
 * What one process does on the bus: the subject prefixes whose endpoints it serves, the endpoints
 * it calls, the events it publishes and listens to, and its share of the chat events stream.
 */
export interface BusRole {
  /** `<prefix>.>` endpoints it answers (its events, `<prefix>.events.>`, are not among them). */
  serves: string[];
  calls: Endpoint[];
  publishes: string[];
  listens: string[];
  jetstream?: 'writes the stream' | 'reads the stream' | 'shares a durable consumer';
}

/** The group endpoints both edges call for the administration (all but the chat's audience). */
const groupAdministration = Object.values(groupEndpoints).filter((e) => e !== groupEndpoints.chatAudience);

/** Every process of the platform that connects to NATS, by its NATS user name. */
export const natsUserNames = [
  'user',
  'chat',
  'meeting',
  'recording',
  'room',
  'media',
  'transcription',
  'gateway',
  'legacy-rest',
] as const;
export type NatsUserName = (typeof natsUserNames)[number];

const health = (service: string): Endpoint => ({ subject: `${service}.health` }) as Endpoint;
/** Any room's or any user's events: the last token is the room or the user. */
const anyRoomEvents = roomEventSubject('*');
const anyCallEvents = callEventSubject(0).replace(/0$/, '*');
const anyUserEvent = `${userEvents.userChanged.split('.').slice(0, -1).join('.')}.*`;

export const busRoles: Record<NatsUserName, BusRole> = {
  user: {
    serves: ['user', 'presence'],
    calls: [],
    publishes: [userEvents.sessionEnded, userEvents.userChanged, presenceEvents.changed],
    listens: [],
  },
  chat: {
    serves: ['chat'],
    calls: [mediaEndpoints.uploadsGet, groupEndpoints.chatAudience, userDirectoryEndpoints.accounts],
    publishes: [chatEvents.messageCreated, attachmentEvents.added, attachmentEvents.deleted],
    listens: [],
    jetstream: 'writes the stream',
  },
  meeting: {
    serves: ['meeting'],
    calls: [
      userEndpoints.current,
      userAdminEndpoints.get,
      groupEndpoints.get,
      userDirectoryEndpoints.accounts,
      guestEndpoints.issue,
    ],
    publishes: [],
    listens: [],
  },
  recording: {
    serves: ['recording'],
    calls: [userEndpoints.current, groupEndpoints.get, meetingEndpoints.access],
    publishes: [],
    listens: [],
  },
  room: {
    serves: ['room', 'call'],
    calls: [
      meetingEndpoints.entry,
      meetingEndpoints.hostEntry,
      meetingEndpoints.access,
      userDirectoryEndpoints.accounts,
      presenceEndpoints.of,
    ],
    publishes: [anyRoomEvents, anyCallEvents],
    listens: [presenceEvents.changed],
  },
  media: {
    serves: ['media'],
    calls: [
      userEndpoints.checkToken,
      guestEndpoints.check,
      roomEndpoints.state,
      roomEndpoints.seat,
      roomEndpoints.keptBoardPage,
      recordingEndpoints.authorizeDownload,
      attachmentEndpoints.add,
      attachmentEndpoints.get,
    ],
    publishes: [],
    listens: [anyUserEvent, anyRoomEvents],
    jetstream: 'shares a durable consumer',
  },
  transcription: {
    serves: ['transcription'],
    calls: [
      // Its socket is an edge: it verifies the speaker's session or guest pass, then speaks for them.
      userEndpoints.checkToken,
      guestEndpoints.check,
      roomEndpoints.state,
      roomEndpoints.signal,
      meetingEndpoints.access,
    ],
    publishes: [],
    listens: [anyUserEvent],
  },
  gateway: {
    serves: [],
    calls: [
      health('user'),
      userEndpoints.authenticate,
      userEndpoints.verifyPin,
      userEndpoints.checkToken,
      userEndpoints.signOut,
      userEndpoints.setStatus,
      userEndpoints.requestDemo,
      ...Object.values(userAdminEndpoints),
      userDirectoryEndpoints.accounts,
      userDirectoryEndpoints.activeUsers,
      ...groupAdministration,
      guestEndpoints.check,
      presenceEndpoints.connected,
      presenceEndpoints.disconnected,
      presenceEndpoints.heartbeat,
      presenceEndpoints.of,
      mediaEndpoints.roomToken,
      mediaEndpoints.previewPass,
      mediaEndpoints.joinPass,
      mediaEndpoints.turnCredentials,
      meetingEndpoints.entry,
      meetingEndpoints.hostEntry,
      meetingEndpoints.guestPass,
      meetingEndpoints.grantHost,
      meetingEndpoints.revokeHost,
      meetingEndpoints.listForUser,
      meetingEndpoints.listForGroup,
      meetingEndpoints.schedule,
      meetingEndpoints.delete,
      meetingEndpoints.createRoom,
      recordingEndpoints.list,
      recordingEndpoints.rename,
      recordingEndpoints.delete,
      chatEndpoints.list,
      chatEndpoints.create,
      chatEndpoints.remove,
      chatEndpoints.history,
      chatEndpoints.send,
      attachmentEndpoints.list,
      attachmentEndpoints.delete,
      ...Object.values(callEndpoints),
      // The media file server's own: a device preview's seat, a kept board's page for its download.
      ...Object.values(roomEndpoints).filter(
        (e) => e !== roomEndpoints.seat && e !== roomEndpoints.keptBoardPage,
      ),
      transcriptionEndpoints.transcripts,
      transcriptionEndpoints.transcript,
    ],
    publishes: [userEvents.userChanged],
    listens: [anyUserEvent, presenceEvents.changed, anyRoomEvents, anyCallEvents],
    jetstream: 'reads the stream',
  },
  'legacy-rest': {
    serves: [],
    calls: [
      userEndpoints.authenticate,
      userEndpoints.verifyPin,
      userEndpoints.checkToken,
      userEndpoints.current,
      userEndpoints.setStatus,
      ...Object.values(userAdminEndpoints),
      userDirectoryEndpoints.activeUsers,
      ...groupAdministration,
      guestEndpoints.check,
      presenceEndpoints.of,
      meetingEndpoints.entry,
      meetingEndpoints.listForUser,
      meetingEndpoints.listForGroup,
      meetingEndpoints.schedule,
      meetingEndpoints.delete,
      meetingEndpoints.createRoom,
      meetingEndpoints.activeRooms,
      recordingEndpoints.register,
      recordingEndpoints.list,
      recordingEndpoints.rename,
      recordingEndpoints.delete,
      chatEndpoints.list,
      chatEndpoints.create,
      chatEndpoints.remove,
      chatEndpoints.history,
      chatEndpoints.send,
      attachmentEndpoints.list,
      attachmentEndpoints.add,
      attachmentEndpoints.delete,
    ],
    publishes: [],
    listens: [anyUserEvent],
  },
};

/** The permissions block of one user in nats-server's configuration. */
export interface NatsPermissions {
  publish: { allow: string[] };
  subscribe: { allow: string[]; deny: string[] };
  /** Lets a service answer the requests it receives (one reply each), whatever their inbox. */
  allow_responses: boolean;
}

const stream = CHAT_EVENTS_STREAM;
/** JetStream API subjects each kind of stream use needs, on the chat events stream only. */
const jetstreamSubjects: Record<NonNullable<BusRole['jetstream']>, string[]> = {
  'writes the stream': ['$JS.API.INFO', `$JS.API.STREAM.INFO.${stream}`, `$JS.API.STREAM.CREATE.${stream}`],
  'reads the stream': [
    '$JS.API.INFO',
    `$JS.API.STREAM.INFO.${stream}`,
    `$JS.API.CONSUMER.*.${stream}`,
    `$JS.API.CONSUMER.*.${stream}.>`,
    `$JS.API.CONSUMER.MSG.NEXT.${stream}.>`,
  ],
  'shares a durable consumer': [
    '$JS.API.INFO',
    `$JS.API.STREAM.INFO.${stream}`,
    `$JS.API.CONSUMER.*.${stream}`,
    `$JS.API.CONSUMER.*.${stream}.>`,
    `$JS.API.CONSUMER.DURABLE.CREATE.${stream}.>`,
    `$JS.API.CONSUMER.MSG.NEXT.${stream}.>`,
    `$JS.ACK.${stream}.>`,
  ],
};

const unique = (subjects: string[]) => [...new Set(subjects)];

/** A bus role as nats-server permissions: nothing is allowed that the role does not name. */
export const natsPermissionsOf = (user: NatsUserName, role: BusRole = busRoles[user]): NatsPermissions => ({
  publish: {
    allow: unique([
      ...role.calls.map((e) => e.subject),
      ...role.publishes,
      ...(role.jetstream ? jetstreamSubjects[role.jetstream] : []),
    ]),
  },
  subscribe: {
    allow: unique([
      ...role.serves.map((prefix) => `${prefix}.>`),
      // @nats-io/services' discovery (ping, info, stats) of a service's endpoints.
      ...(role.serves.length > 0 ? ['$SRV.>'] : []),
      ...role.listens,
      `${natsInboxPrefixOf(user)}.>`,
    ]),
    deny: role.serves.map((prefix) => `${prefix}.events.>`),
  },
  allow_responses: role.serves.length > 0,
});
