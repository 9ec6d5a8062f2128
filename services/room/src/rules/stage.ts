import { displayModeOfContent, type RoomFeatures, type SharedContent } from '@canstring/contracts';
import type { RoomModel } from '../room/model';

/** The stage's snapshots cleared (it shows one thing at a time); the others (captions) stay. */
const offStage = (features: RoomFeatures): RoomFeatures => ({
  ...features,
  document: null,
  playback: null,
  whiteboard: null,
});

/** Whether the stage shows shared content (a document or a video) now. */
export const showsContent = (model: RoomModel): boolean => model.flags.sharedContent !== null;

/**
 * What the shared stage shows; whiteboard, document, mp4 and YouTube exclude one another (spec 3 §4).
 * The whiteboard put up takes any shared content down.
 */
export const putUpWhiteboard = (model: RoomModel): void => {
  model.flags.displayMode = 'whiteboard';
  model.flags.sharedContent = null;
  model.features = offStage(model.features);
};

/** The whiteboard taken down (shared content on the stage stays). */
export const takeDownWhiteboard = (model: RoomModel): void => {
  if (model.flags.displayMode === 'whiteboard') model.flags.displayMode = 'none';
};

/**
 * Shared content put up instead of whatever the stage showed, opening on page 1 (a document) or
 * paused at `start` seconds (a video).
 */
export const putUpContent = (model: RoomModel, content: SharedContent, start: number, now: Date): void => {
  model.flags.displayMode = displayModeOfContent[content.kind];
  model.flags.sharedContent = content;
  const features = offStage(model.features);
  if (content.kind === 'document') features.document = { currentPage: 1 };
  else features.playback = { paused: true, time: start, at: now.toISOString() };
  model.features = features;
};

/** Shared content taken down; a whiteboard on the stage stays. */
export const takeDownContent = (model: RoomModel): void => {
  if (!showsContent(model)) return;
  model.flags.displayMode = 'none';
  model.flags.sharedContent = null;
  model.features = offStage(model.features);
};

/** The shared document's page count, while a document is shown. */
export const sharedPageCount = (model: RoomModel): number | null => {
  const content = model.flags.sharedContent;
  return content?.kind === 'document' && typeof content.totalPages === 'number' ? content.totalPages : null;
};
