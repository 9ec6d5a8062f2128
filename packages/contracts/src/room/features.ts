import { z } from 'zod';
import { examRoomSnapshotSchema } from '../proctoring/exam-room';
import { ROOM_CAPTION_LINES_KEPT } from './constants';
import { participantIdSchema } from './participant';
import { whiteboardSnapshotSchema } from './whiteboard';

/**
 * What a room keeps of its shared content between signals, one snapshot per feature, so a late joiner
 * or a reconnecting participant opens where everyone is. The room state carries every feature's
 * snapshot (null while the feature holds nothing); an event carries the snapshots it changed.
 *
 * To give a feature a snapshot: add its schema here, and let its signal rules `keep` it
 * (services/room/src/rules/signals). Large content (a whiteboard's shapes) belongs in the feature's
 * own store; its snapshot here says only where that content stands (a page, a holder).
 */
export const roomFeatureSchemas = {
  /** The page of the shared document everyone is on (pageSwitch); pages count from 1. */
  document: z.object({ currentPage: z.number().int().positive() }).strict(),
  /**
   * Where the shared video (mp4 or YouTube) stands: paused or playing, at `time` seconds as of `at`
   * (ISO). A player that opens later plays from `time` plus the time since `at`.
   */
  playback: z.object({ paused: z.boolean(), time: z.number().nonnegative(), at: z.string() }).strict(),
  /** The open whiteboard: its page and pages, and who draws on it until when (whiteboard.ts). */
  whiteboard: whiteboardSnapshotSchema,
  /** The latest final caption lines (onTranscript), oldest first, for a late joiner's Dialogue tab. */
  captions: z
    .object({
      lines: z
        .array(
          z.object({
            participantId: participantIdSchema,
            userName: z.string(),
            text: z.string(),
            at: z.string(),
          }),
        )
        .max(ROOM_CAPTION_LINES_KEPT),
    })
    .strict(),
  /** An exam room's test state and candidates (proctoring/exam-room.ts); null in every other room. */
  exam: examRoomSnapshotSchema,
} as const;

export type RoomFeature = keyof typeof roomFeatureSchemas;
export const ROOM_FEATURES = Object.keys(roomFeatureSchemas) as RoomFeature[];
export type RoomFeatureSnapshot<F extends RoomFeature> = z.infer<(typeof roomFeatureSchemas)[F]>;

/** Every feature's snapshot; null while the feature holds nothing. */
export const roomFeaturesSchema = z.object({
  document: roomFeatureSchemas.document.nullable(),
  playback: roomFeatureSchemas.playback.nullable(),
  whiteboard: roomFeatureSchemas.whiteboard.nullable(),
  captions: roomFeatureSchemas.captions.nullable(),
  exam: roomFeatureSchemas.exam.nullable(),
} satisfies { [F in RoomFeature]: z.ZodType });
export type RoomFeatures = { [F in RoomFeature]: RoomFeatureSnapshot<F> | null };

/** The snapshots one event changed (a feature cleared is there as null). */
export const roomFeatureChangesSchema = roomFeaturesSchema.partial();
export type RoomFeatureChanges = Partial<RoomFeatures>;

/** A room whose features hold nothing (a new session, a stage taken down). */
export const noFeatures = (): RoomFeatures => ({
  document: null,
  playback: null,
  whiteboard: null,
  captions: null,
  exam: null,
});
