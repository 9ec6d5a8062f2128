import { z } from 'zod';
import { TEXT_FIELD_MAX_LENGTH } from '../constants';
import { examSignalPayloads, examSignalRights } from '../proctoring/exam-room';
import { ROOM_CHAT_MAX_LENGTH } from './constants';
import { roomMessages } from './messages';
import { participantIdSchema } from './participant';
import { SHARED_VIDEO_MAX_SECONDS, shareDocPayloadSchema, shareMessages } from './shared-content';
import { whiteboardPayloads } from './whiteboard';

/**
 * The real-time methods a participant sends into a room (spec 3 §7 send-to-all, spec 2 §7), each a
 * typed message. The room service checks the sender's right to each one (`signalRights`) before
 * anything changes or reaches the room.
 *
 * Not here: createRoom, desposeRoom and addUserMeeting are the joinRoom / leaveRoom calls;
 * newMessage is the chat service; the call methods (onNewCallAlert, onCallAccepted, onRingRejected
 * and the peer-to-peer types) belong to one-to-one calls; chatexam, testStarted and
 * updateCandidateTime travel here too, with the exam's own methods (proctoring/exam-room.ts).
 */
const nothing = z.object({}).strict();
const toggle = z.object({ enabled: z.boolean() }).strict();
const target = z.object({ participantId: participantIdSchema }).strict();
const grant = z.object({ participantId: participantIdSchema, allowed: z.boolean() }).strict();
/** A shared video's position, in seconds from its start. */
const playback = z
  .object({
    time: z
      .number({ error: roomMessages.badPayload })
      .nonnegative(shareMessages.timeOutOfRange)
      .max(SHARED_VIDEO_MAX_SECONDS, shareMessages.timeOutOfRange),
  })
  .strict();
/** A shared document's page; pages count from 1. */
const page = z
  .number({ error: roomMessages.badPayload })
  .int(roomMessages.badPayload)
  .positive(roomMessages.badPayload);
const chatText = z
  .string({ error: roomMessages.badPayload })
  .trim()
  .min(1, roomMessages.badPayload)
  .max(ROOM_CHAT_MAX_LENGTH, roomMessages.badPayload);

export const roomSignalPayloads = {
  // ---- the sender about itself ----
  micEnabled: toggle,
  camEnabled: toggle,
  /** Mic level 0-100 while speaking (spec 2 §2.7); relayed, not kept. */
  isSpeaking: z.object({ level: z.number().min(0).max(100) }).strict(),
  /** To everyone, or privately to one participant. */
  chat: z
    .object({ message: chatText, toParticipantId: participantIdSchema.nullable().default(null) })
    .strict(),
  onRaiseHand: nothing,
  /** Without a participant: the sender lowers their own hand; with one: the host rejects that hand. */
  onLowerHand: z.object({ participantId: participantIdSchema.optional() }).strict(),
  editName: z
    .object({
      userName: z
        .string({ error: roomMessages.nameRequired })
        .trim()
        .min(1, roomMessages.nameRequired)
        .max(TEXT_FIELD_MAX_LENGTH, roomMessages.nameRequired),
    })
    .strict(),
  /** Asks for the current state again (answered with onInitialData to the sender only). */
  meetingInitialStatus: nothing,
  /** Starts or stops the sender's screen share; one sharer at a time. */
  onScreeShare: z.object({ sharing: z.boolean() }).strict(),
  /** A caption line of the sender's speech. */
  onTranscript: z.object({ text: z.string().max(ROOM_CHAT_MAX_LENGTH), isFinal: z.boolean() }).strict(),

  // ---- host controls ----
  meetingStatus: z.object({ started: z.boolean() }).strict(),
  lockStatus: z.object({ locked: z.boolean() }).strict(),
  recordingStatus: z.object({ recording: z.boolean(), recordingId: z.string().max(200).nullable() }).strict(),
  captionstate: z.object({ on: z.boolean() }).strict(),
  onkickUser: target,
  onGiveConrol: z.object({ participantId: participantIdSchema, presenter: z.boolean() }).strict(),
  onGiveWbConrol: grant,
  onGiveScreenConrol: grant,
  controlMic: grant,
  controlCam: grant,
  /** Gives (or takes back) the hosting: the target becomes the temporary host. */
  onHostingTransfer: z.object({ participantId: participantIdSchema, grant: z.boolean() }).strict(),
  onGiveConrolToAll: z.object({ presenter: z.boolean() }).strict(),
  /** Gives (or takes back) the whiteboard grant of everyone without host power. */
  onGiveWbConrolToAll: z.object({ allowed: z.boolean() }).strict(),
  onDisablePvChat: nothing,
  onEnablePvChat: nothing,
  onMuteMicAll: nothing,
  onDisableCamAll: nothing,
  onAllowMicAll: nothing,
  onAllowCamAll: nothing,
  /** Tells the room the recordings list changed. */
  onListRecordings: nothing,

  // ---- shared content (host or presenter; drawing on the whiteboard needs its grant) ----
  wbEnable: toggle,
  /** Shares a chat attachment or a YouTube link on the stage, or ({}) takes the content down. */
  shareDoc: shareDocPayloadSchema,
  /** The shared document's page everyone goes to (kept: features.document). */
  pageSwitch: z.object({ currentPage: page }).strict(),
  /** Playback of the shared video (kept: features.playback). */
  mp4Play: playback,
  mp4Pause: playback,
  mp4Seek: playback,
  youtubePlayOrSeek: playback,
  youtubePause: playback,
  ...whiteboardPayloads,
  /** Takes the whiteboard to draw (others cannot meanwhile), or gives it back; see whiteboard.ts. */
  wbstart: nothing,
  wbstop: nothing,

  // ---- proctored exams (exam rooms only; proctoring/exam-room.ts) ----
  ...examSignalPayloads,
} as const;

export type RoomSignalMethod = keyof typeof roomSignalPayloads;
export const ROOM_SIGNAL_METHODS = Object.keys(roomSignalPayloads) as RoomSignalMethod[];
export const roomSignalMethodSchema = z.enum(
  ROOM_SIGNAL_METHODS as [RoomSignalMethod, ...RoomSignalMethod[]],
  {
    error: roomMessages.unknownMethod,
  },
);

/**
 * Who may send each method. participant: anyone in the room; host: the host or the temporary host;
 * presenter: a host or a presenter; stage: a host, a presenter or anyone with the whiteboard grant
 * (puts the whiteboard up); whiteboard: a host, or anyone with the whiteboard grant (draws).
 * The room service adds the finer rules (a host-only lower for someone else's hand, the screen grant,
 * the mic and camera grants, private chat when disabled).
 */
export type SignalRight = 'participant' | 'host' | 'presenter' | 'stage' | 'whiteboard';
export const signalRights: Record<RoomSignalMethod, SignalRight> = {
  micEnabled: 'participant',
  camEnabled: 'participant',
  isSpeaking: 'participant',
  chat: 'participant',
  onRaiseHand: 'participant',
  onLowerHand: 'participant',
  editName: 'participant',
  meetingInitialStatus: 'participant',
  onScreeShare: 'participant',
  onTranscript: 'participant',
  meetingStatus: 'host',
  lockStatus: 'host',
  recordingStatus: 'host',
  captionstate: 'host',
  onkickUser: 'host',
  onGiveConrol: 'host',
  onGiveWbConrol: 'host',
  onGiveScreenConrol: 'host',
  controlMic: 'host',
  controlCam: 'host',
  onHostingTransfer: 'host',
  onGiveConrolToAll: 'host',
  onGiveWbConrolToAll: 'host',
  onDisablePvChat: 'host',
  onEnablePvChat: 'host',
  onMuteMicAll: 'host',
  onDisableCamAll: 'host',
  onAllowMicAll: 'host',
  onAllowCamAll: 'host',
  onListRecordings: 'host',
  wbEnable: 'stage',
  shareDoc: 'presenter',
  pageSwitch: 'presenter',
  mp4Play: 'presenter',
  mp4Pause: 'presenter',
  mp4Seek: 'presenter',
  youtubePlayOrSeek: 'presenter',
  youtubePause: 'presenter',
  whiteboardData: 'whiteboard',
  whiteboardUndo: 'whiteboard',
  whiteboardClear: 'host',
  whiteboardPage: 'whiteboard',
  wbstart: 'whiteboard',
  wbstop: 'whiteboard',
  ...examSignalRights,
};

/** A method with its payload, checked against that method's schema. */
export type RoomSignal = {
  [M in RoomSignalMethod]: { method: M; payload: z.output<(typeof roomSignalPayloads)[M]> };
}[RoomSignalMethod];

export const roomSignalSchema = z.discriminatedUnion(
  'method',
  ROOM_SIGNAL_METHODS.map((method) =>
    z.object({ method: z.literal(method), payload: roomSignalPayloads[method] }),
  ) as unknown as [z.ZodObject, ...z.ZodObject[]],
) as unknown as z.ZodType<RoomSignal>;
