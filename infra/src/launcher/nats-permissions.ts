import {
  anyConversionOutcome,
  assistantEndpoints,
  attachmentEndpoints,
  attachmentEvents,
  CHAT_EVENTS_STREAM,
  callEndpoints,
  callEventSubject,
  chatEndpoints,
  chatEvents,
  DOCUMENT_JOBS_STREAM,
  documentJobSubject,
  type Endpoint,
  examMediaEndpoints,
  groupEndpoints,
  guestEndpoints,
  lessonEndpoints,
  lessonMediaEndpoints,
  mediaEndpoints,
  meetingEndpoints,
  presenceEndpoints,
  presenceEvents,
  proctoringEndpoints,
  RECORDING_COMPOSE_SUBJECT,
  RECORDING_JOBS_STREAM,
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
  /** Its own JetStream work queues: it creates each, puts jobs on it and takes them with a shared consumer. */
  workQueues?: string[];
}

/** The group endpoints both edges call for the administration (all but the chat service's two). */
const groupAdministration = Object.values(groupEndpoints).filter(
  (e) => e !== groupEndpoints.chatAudience && e !== groupEndpoints.callerGroups,
);

/** The lesson endpoints the file server asks before serving a lesson's bytes; the edges call the others. */
const lessonFileAccess = [lessonEndpoints.classAccess, lessonEndpoints.access, lessonEndpoints.files];
const lessonCalls = Object.values(lessonEndpoints).filter(
  (e) => !(lessonFileAccess as Endpoint[]).includes(e),
);

/** Every process of the platform that connects to NATS, by its NATS user name. */
export const natsUserNames = [
  'user',
  'chat',
  'meeting',
  'recording',
  'room',
  'media',
  'transcription',
  'assistant',
  'lesson',
  'proctoring',
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
    calls: [
      mediaEndpoints.uploadsGet,
      groupEndpoints.chatAudience,
      groupEndpoints.callerGroups,
      userDirectoryEndpoints.accounts,
    ],
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
    calls: [
      userEndpoints.current,
      groupEndpoints.get,
      meetingEndpoints.access,
      // The organizer's address for the mail when a recording is ready, with the host's assertion.
      userDirectoryEndpoints.accounts,
    ],
    // Compositions: jobs on its work queue; the rooms' events make the timelines of recordings.
    publishes: [RECORDING_COMPOSE_SUBJECT],
    listens: [anyRoomEvents],
    workQueues: [RECORDING_JOBS_STREAM],
  },
  room: {
    serves: ['room', 'call'],
    calls: [
      meetingEndpoints.entry,
      meetingEndpoints.hostEntry,
      meetingEndpoints.access,
      // The door of a link (room.door), open to visitors.
      meetingEndpoints.validate,
      userDirectoryEndpoints.accounts,
      presenceEndpoints.of,
      // A shared document or video: the sender's attachment, asked with their forwarded assertion.
      attachmentEndpoints.get,
      // Recording: the media server captures, the recording service registers and composes.
      mediaEndpoints.recordingStart,
      mediaEndpoints.recordingStop,
      recordingEndpoints.begin,
      recordingEndpoints.finish,
      // An exam's room: who enters, and its signals recorded by the proctoring service first (with the
      // sender's forwarded assertion); a candidate's start needs both feeds publishing in the SFU.
      proctoringEndpoints.entry,
      proctoringEndpoints.get,
      proctoringEndpoints.testStart,
      proctoringEndpoints.testStop,
      proctoringEndpoints.testTimeUp,
      proctoringEndpoints.candidateStart,
      proctoringEndpoints.candidateDisqualify,
      proctoringEndpoints.flagRaise,
      proctoringEndpoints.messageRecord,
      examMediaEndpoints.published,
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
      // The legacy recording calls (spec 3 §7) on its port.
      roomEndpoints.recordingStart,
      roomEndpoints.recordingStop,
      recordingEndpoints.mailLink,
      // A capture the full disk stopped: the room stops that recording and tells its hosts.
      roomEndpoints.recordingCaptureStopped,
      attachmentEndpoints.add,
      attachmentEndpoints.get,
      // A lesson's video and thumbnail: who may watch, and where the files are.
      ...lessonFileAccess,
      // An exam's still frames (the candidate uploads, the examiner views) and its report's download.
      proctoringEndpoints.stillAuthorizeUpload,
      proctoringEndpoints.stillRecord,
      proctoringEndpoints.stillAuthorizeDownload,
      proctoringEndpoints.reportExport,
    ],
    // Documents converted into pages: jobs on its work queue, each outcome to the upload waiting for it.
    publishes: [documentJobSubject, anyConversionOutcome],
    listens: [anyUserEvent, anyRoomEvents],
    jetstream: 'shares a durable consumer',
    workQueues: [DOCUMENT_JOBS_STREAM],
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
  assistant: {
    serves: ['assistant'],
    calls: [],
    publishes: [],
    listens: [],
  },
  lesson: {
    serves: ['lesson'],
    // Who is in a class (its group chat), a teacher's role as the account stands now, and the class's
    // meeting recordings a teacher publishes to it.
    calls: [groupEndpoints.chatAudience, userEndpoints.current, recordingEndpoints.list],
    publishes: [],
    listens: [],
    // The videos shared in group chats (attachmentAdded/Deleted) become and stop being lessons.
    jetstream: 'shares a durable consumer',
  },
  proctoring: {
    serves: ['proctoring'],
    // Who is in a class (its group chat), an examiner's role as the account stands now, one's classes.
    calls: [groupEndpoints.chatAudience, groupEndpoints.callerGroups, userEndpoints.current],
    publishes: [],
    listens: [],
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
      mediaEndpoints.recordingPlayTicket,
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
      // The Share Content popup's files: the meeting's chat (shareableFiles).
      meetingEndpoints.access,
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
      ...Object.values(assistantEndpoints),
      ...lessonCalls,
      lessonMediaEndpoints.playTicket,
      // Exams: made, listed and read by the examiner and the class; the report after the stop.
      proctoringEndpoints.create,
      proctoringEndpoints.list,
      proctoringEndpoints.get,
      proctoringEndpoints.report,
      // The exam form's classes: the caller's own groups (an administrator's memberships, not every group).
      groupEndpoints.callerGroups,
    ],
    publishes: [userEvents.userChanged],
    listens: [anyUserEvent, presenceEvents.changed, anyRoomEvents, anyCallEvents],
    jetstream: 'reads the stream',
  },
  'legacy-rest': {
    serves: [],
    calls: [
      // The assistant's old calls (POST /godigitbot, /chatbot) and POST /awsConnect's ring.
      assistantEndpoints.ask,
      callEndpoints.start,
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
      // Spec 2 §7's lesson calls (a learner's /interactionQuestions reads the player's view; the list's
      // view_Url and thumb_Url carry the class's play ticket).
      lessonEndpoints.list,
      lessonEndpoints.get,
      lessonEndpoints.play,
      lessonMediaEndpoints.playTicket,
      lessonEndpoints.editor,
      lessonEndpoints.getSet,
      lessonEndpoints.createSet,
      lessonEndpoints.deleteSet,
      lessonEndpoints.setQuizFound,
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

/** JetStream API subjects of a work queue its owner creates, fills and takes jobs from. */
const workQueueSubjects = (queue: string): string[] => [
  '$JS.API.INFO',
  `$JS.API.STREAM.INFO.${queue}`,
  `$JS.API.STREAM.CREATE.${queue}`,
  `$JS.API.CONSUMER.*.${queue}`,
  `$JS.API.CONSUMER.*.${queue}.>`,
  `$JS.API.CONSUMER.DURABLE.CREATE.${queue}.>`,
  `$JS.API.CONSUMER.MSG.NEXT.${queue}.>`,
  `$JS.ACK.${queue}.>`,
];

const unique = (subjects: string[]) => [...new Set(subjects)];

/** A bus role as nats-server permissions: nothing is allowed that the role does not name. */
export const natsPermissionsOf = (user: NatsUserName, role: BusRole = busRoles[user]): NatsPermissions => ({
  publish: {
    allow: unique([
      ...role.calls.map((e) => e.subject),
      ...role.publishes,
      ...(role.jetstream ? jetstreamSubjects[role.jetstream] : []),
      ...(role.workQueues ?? []).flatMap(workQueueSubjects),
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
