import { z } from 'zod';
import { LONG_TEXT_MAX_LENGTH, TEXT_FIELD_MAX_LENGTH } from '../constants';
import { RECORDINGS_PAGE_SIZE } from '../meeting/recordings-list';
import { recordingMessages } from './messages';

const id = z.number().int().positive();

/** A recording's id in file names (spec 2 §3 unique_name): letters, digits, '-' and '_' only. */
export const recordingUniqueNameSchema = z
  .string({ error: recordingMessages.uniqueNameInvalid })
  .trim()
  .regex(/^[A-Za-z0-9_-]{1,128}$/, recordingMessages.uniqueNameInvalid);

/** The name a recording is shown and downloaded under; required once trimmed (spec 2 §2.5 rename). */
export const recordingFileNameSchema = z
  .string({ error: recordingMessages.fileNameRequired })
  .trim()
  .min(1, recordingMessages.fileNameRequired)
  .max(TEXT_FIELD_MAX_LENGTH);

/**
 * Where a recording is: being captured in a live room, being composed into one video after it
 * stopped, ready to play and download, or failed (its reason in `failureReason`; the captured
 * tracks are kept until it is deleted).
 */
export const RECORDING_STATUSES = ['recording', 'composing', 'ready', 'failed'] as const;
export const recordingStatusSchema = z.enum(RECORDING_STATUSES);
export type RecordingStatus = z.infer<typeof recordingStatusSchema>;

/** A recording of a meeting (spec 2 §3 Recording). */
export const recordingSchema = z.object({
  id,
  uniqueName: z.string(),
  /** The room it was recorded in: the meeting number. */
  roomId: z.string(),
  meetingId: id,
  fileName: z.string(),
  recordDesc: z.string().nullable(),
  recordFilePath: z.string().nullable(),
  title: z.string().nullable(),
  createdAt: z.string(),
  status: recordingStatusSchema,
  /** Why it failed, in words the host reads; null unless failed. */
  failureReason: z.string().nullable(),
  /** The composed video's length; null until ready (and for records posted by old clients). */
  durationSeconds: z.number().nonnegative().nullable(),
  /** When the server started and stopped capturing it (ISO); null for records posted by old clients. */
  startedAt: z.string().nullable(),
  endedAt: z.string().nullable(),
  /** Whether a browser rendition can be played in the page (`recordingPlayPath`). */
  playable: z.boolean(),
  /** Whether captions (WebVTT) are kept beside it (`recordingCaptionsPath`). */
  captions: z.boolean(),
});
export type Recording = z.infer<typeof recordingSchema>;

/** What the live room stores when a recording is finished (spec 3 §3 Record to store). */
export const newRecordingSchema = z.object({
  uniqueName: recordingUniqueNameSchema,
  fileName: recordingFileNameSchema,
  title: z.string().trim().max(TEXT_FIELD_MAX_LENGTH).optional(),
  recordDesc: z.string().trim().max(LONG_TEXT_MAX_LENGTH).optional(),
  recordFilePath: z.string().trim().max(LONG_TEXT_MAX_LENGTH).optional(),
});
export type NewRecording = z.input<typeof newRecordingSchema>;

/** Whose recordings a list is about: the meetings with one chat user, or one group's. */
export const recordingTargetSchema = z.union([z.object({ userId: id }), z.object({ groupId: id })]);
export type RecordingTarget = z.infer<typeof recordingTargetSchema>;

export const recordingListQuerySchema = z.object({
  offset: z.number().int().min(0).default(0),
  limit: z.number().int().min(1).max(100).default(RECORDINGS_PAGE_SIZE),
});

export const recordingListSchema = z.object({
  /** Newest first. */
  recordings: z.array(recordingSchema),
  total: z.number().int(),
});
