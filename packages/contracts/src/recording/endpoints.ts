import { z } from 'zod';
import { actorSchema } from '../actor';
import { endpoint } from '../endpoint';
import { recordingComposeJobSchema } from './capture';
import {
  newRecordingSchema,
  recordingFileNameSchema,
  recordingListQuerySchema,
  recordingListSchema,
  recordingSchema,
  recordingTargetSchema,
  recordingUniqueNameSchema,
} from './recording';

const id = z.number().int().positive();

/** Which meeting a new recording belongs to: its alias, or (legacy clients) its room number. */
const recordedMeetingSchema = z.union([
  z.object({ alias: z.string().trim().min(1).max(64) }),
  z.object({ meetingNumber: z.string().regex(/^\d{1,32}$/) }),
]);

/**
 * The recording service's endpoints. Who may see a recording is whoever may see its meeting
 * (`meeting.access`); changing one needs a host (role 1) as well.
 */
export const recordingEndpoints = {
  /** Stores a finished recording of a meeting the caller may host (organizer or host grant). */
  register: endpoint(
    'recording.register',
    z.object({ actor: actorSchema, meeting: recordedMeetingSchema, recording: newRecordingSchema }),
    z.object({ recording: recordingSchema }),
  ),
  /** Recordings of the meetings with one chat user or one group, newest first; hosts only. */
  list: endpoint(
    'recording.list',
    recordingListQuerySchema.extend({ actor: actorSchema, target: recordingTargetSchema }),
    recordingListSchema,
  ),
  rename: endpoint(
    'recording.rename',
    z.object({ actor: actorSchema, recordingId: id, fileName: recordingFileNameSchema }),
    z.object({ recording: recordingSchema }),
  ),
  /** Forgets the recording and removes its file. */
  delete: endpoint(
    'recording.delete',
    z.object({ actor: actorSchema, recordingId: id }),
    z.object({ ok: z.literal(true) }),
  ),
  /**
   * Asked by the file server before it streams DATA_DIR/recordings/<uniqueName>.mkv: answers the name
   * to download it under, or refuses (NOT_FOUND, FORBIDDEN).
   */
  authorizeDownload: endpoint(
    'recording.download.authorize',
    z.object({ actor: actorSchema, uniqueName: recordingUniqueNameSchema }),
    z.object({ uniqueName: z.string(), fileName: z.string() }),
  ),
  /**
   * The room service, when a host starts recording a live room: registers the recording with its
   * meeting (status 'recording', named after the meeting and the time) so the hosts see it at once.
   */
  begin: endpoint(
    'recording.begin',
    z.object({
      /** The signed-in host who started it (the meeting service says whose meeting it is). */
      actor: actorSchema,
      meetingNumber: z.string().regex(/^\d{1,32}$/),
      recordingId: recordingUniqueNameSchema,
      startedAt: z.iso.datetime({ offset: true }),
    }),
    z.object({ recording: recordingSchema }),
  ),
  /**
   * The room service, when the recording stopped (a host, the meeting's end, the last host leaving):
   * marks it 'composing' and puts its composition on the work queue. Answers the same when asked twice.
   */
  finish: endpoint('recording.finish', recordingComposeJobSchema, z.object({ recording: recordingSchema })),
  /**
   * Legacy `POST /moveRecording` (spec 3 §7): mails the link of a recording the caller may see to an
   * address (the organizer's when none is given).
   */
  mailLink: endpoint(
    'recording.mail.link',
    z.object({ actor: actorSchema, uniqueName: recordingUniqueNameSchema, email: z.email().optional() }),
    z.object({ ok: z.literal(true) }),
  ),
} as const;

/** Where the file server serves a recording (spec 2 §2 "recordings/{unique_name}.mkv"). */
export const recordingDownloadPath = (uniqueName: string): string => `/recordings/${uniqueName}.mkv`;
/** The recording's file under the data folder (the recording service writes, the file server reads). */
export const recordingFileRelativePath = (uniqueName: string): string => `recordings/${uniqueName}.mkv`;
/**
 * The browser rendition, streamed with HTTP Range for a `<video src>` (which cannot send a header):
 * the play ticket in the query stands for the session (`media.recording.playTicket` gives both paths).
 */
export const recordingPlayPath = (uniqueName: string, ticket: string): string =>
  `/recordings/${uniqueName}.webm?ticket=${encodeURIComponent(ticket)}`;
/** The captions (WebVTT) for a `<track src>`, with the same ticket. */
export const recordingCaptionsPath = (uniqueName: string, ticket: string): string =>
  `/recordings/${uniqueName}.vtt?ticket=${encodeURIComponent(ticket)}`;
