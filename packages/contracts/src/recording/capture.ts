import { z } from 'zod';
import { participantIdSchema } from '../room/participant';
import { recordingUniqueNameSchema } from './recording';

/**
 * What the media server captures while a room records: one folder per recording,
 * DATA_DIR/recording-tracks/<recordingId>/, with each publisher's Janus tracks (.mjr) and
 * `manifest.json` (this schema) saying whose each feed is. A publisher who joins later, or
 * publishes again after a media server restart, adds a feed.
 */
export const RECORDING_FEED_KINDS = ['camera', 'screen'] as const;
export const recordingFeedKindSchema = z.enum(RECORDING_FEED_KINDS);
export type RecordingFeedKind = z.infer<typeof recordingFeedKindSchema>;

export const recordedFeedSchema = z.object({
  /** The Janus feed (publisher) id. */
  feedId: z.string(),
  participantId: participantIdSchema,
  name: z.string(),
  kind: recordingFeedKindSchema,
  /** Its Janus track files in the tracks folder (`...-audio-0.mjr`, `...-video-1.mjr`); null when it sent none. */
  audioFile: z.string().nullable(),
  videoFile: z.string().nullable(),
  /** When its recording began (ISO). */
  since: z.string(),
});
export type RecordedFeed = z.infer<typeof recordedFeedSchema>;

export const recordingManifestSchema = z.object({
  recordingId: recordingUniqueNameSchema,
  meetingNumber: z.string(),
  startedAt: z.string(),
  /** Set when the media server stopped capturing. */
  stoppedAt: z.string().nullable(),
  feeds: z.array(recordedFeedSchema),
  /** Why capturing stopped early (a full disk), if it did. */
  problem: z.string().nullable(),
});
export type RecordingManifest = z.infer<typeof recordingManifestSchema>;

/**
 * One moment of the room while it records, kept for the composer: who published, spoke, shared a
 * screen, what the stage showed. `at` is ISO; `detail` the event's own payload (JSON text).
 */
export const RECORDING_TIMELINE_KINDS = [
  'joined',
  'left',
  'speaking',
  'silent',
  'camera',
  'microphone',
  'screenShare',
  'stage',
  'documentPage',
  /** A document put on the stage: `detail` its upload (the file server's name), whose pages are drawn. */
  'document',
  'whiteboard',
  /** A final caption line (`detail` its words), for the WebVTT beside the video. */
  'caption',
] as const;
export const recordingTimelineKindSchema = z.enum(RECORDING_TIMELINE_KINDS);
export type RecordingTimelineKind = z.infer<typeof recordingTimelineKindSchema>;

export const recordingTimelineEntrySchema = z.object({
  at: z.string(),
  kind: recordingTimelineKindSchema,
  participantId: participantIdSchema.nullable(),
  /** on/off for camera, microphone, screenShare, whiteboard; the display mode for stage. */
  on: z.boolean().nullable(),
  detail: z.string().nullable(),
});
export type RecordingTimelineEntry = z.infer<typeof recordingTimelineEntrySchema>;

/**
 * A composition job on the JetStream work queue `RECORDING_JOBS_STREAM` (subject
 * `RECORDING_COMPOSE_SUBJECT`): every recording-service instance pulls from one durable consumer;
 * a job is acknowledged when its video is ready or it has failed for good.
 */
export const RECORDING_JOBS_STREAM = 'RECORDING_JOBS';
export const RECORDING_COMPOSE_SUBJECT = 'recording.jobs.compose';
export const RECORDING_COMPOSE_CONSUMER = 'recording-composer';
/** Attempts before a recording is marked failed. */
export const RECORDING_COMPOSE_ATTEMPTS = 3;

export const recordingComposeJobSchema = z.object({
  recordingId: recordingUniqueNameSchema,
  meetingNumber: z.string(),
  startedAt: z.string(),
  endedAt: z.string(),
});
export type RecordingComposeJob = z.infer<typeof recordingComposeJobSchema>;

/** Folders and files under DATA_DIR (the media service writes the tracks, the recording service the rest). */
export const recordingTracksRelativeDir = (recordingId: string): string => `recording-tracks/${recordingId}`;
export const RECORDING_MANIFEST_FILE = 'manifest.json';
/**
 * A shared document's upload and its converted pages (the media service's, by the upload's sha256):
 * DATA_DIR/media/uploads/<upload> and DATA_DIR/media/pages/<sha256>/<page>.jpg.
 */
export const sharedUploadRelativePath = (upload: string): string => `media/uploads/${upload}`;
export const sharedPageRelativePath = (contentHash: string, page: number): string =>
  `media/pages/${contentHash}/${page}.jpg`;
/** The browser rendition (VP8/Opus WebM) beside the spec's .mkv. */
export const recordingRenditionRelativePath = (uniqueName: string): string => `recordings/${uniqueName}.webm`;
export const recordingCaptionsRelativePath = (uniqueName: string): string => `recordings/${uniqueName}.vtt`;
