import type { DisplayMode, RoomFeatures, RoomSignal } from '@canstring/contracts';
import type { RoomModel } from '../room/model';

type StageSignal = Extract<RoomSignal, { method: 'wbEnable' | 'shareDoc' }>;

/** What a shared document's totalPages says it is (spec 3 §3 Shared document). */
const modeOfContent = (content: Record<string, unknown>): DisplayMode => {
  if (content.totalPages === 'video') return 'mp4';
  if (content.totalPages === 'youtube') return 'youtube';
  return 'document';
};

const positiveInteger = (value: unknown): number | null =>
  typeof value === 'number' && Number.isInteger(value) && value > 0 ? value : null;

/** The stage's snapshots cleared (it shows one thing at a time); the others (captions) stay. */
const offStage = (features: RoomFeatures): RoomFeatures => ({
  ...features,
  document: null,
  playback: null,
  whiteboard: null,
});

/** Where content put up on the stage opens: the sharer's page or position, else the start. */
const openingFeatures = (
  before: RoomFeatures,
  mode: DisplayMode,
  content: Record<string, unknown>,
  now: Date,
): RoomFeatures => {
  const features = offStage(before);
  if (mode === 'document') features.document = { currentPage: positiveInteger(content.currentPage) ?? 1 };
  else {
    const time = typeof content.time === 'number' && content.time >= 0 ? content.time : 0;
    features.playback = { paused: content.paused !== false, time, at: now.toISOString() };
  }
  return features;
};

/**
 * What the shared stage shows; whiteboard, document, mp4 and YouTube exclude one another (spec 3 §4).
 * wbEnable true puts the whiteboard up, false takes it down. shareDoc puts up the document or video it
 * describes and keeps its description for late joiners, with where it opens (features.document or
 * features.playback); an empty shareDoc takes the content down.
 */
export const applyStage = (model: RoomModel, signal: StageSignal, now: Date): void => {
  const { flags } = model;
  if (signal.method === 'wbEnable') {
    if (signal.payload.enabled) {
      flags.displayMode = 'whiteboard';
      flags.sharedContent = null;
      model.features = offStage(model.features);
    } else if (flags.displayMode === 'whiteboard') flags.displayMode = 'none';
    return;
  }
  if (Object.keys(signal.payload).length === 0) {
    if (flags.displayMode !== 'whiteboard') {
      flags.displayMode = 'none';
      flags.sharedContent = null;
      model.features = offStage(model.features);
    }
    return;
  }
  flags.displayMode = modeOfContent(signal.payload);
  flags.sharedContent = JSON.stringify(signal.payload);
  model.features = openingFeatures(model.features, flags.displayMode, signal.payload, now);
};

/** The shared document's page count, when its description gives one. */
export const sharedPageCount = (model: RoomModel): number | null => {
  if (model.flags.displayMode !== 'document' || !model.flags.sharedContent) return null;
  return positiveInteger((JSON.parse(model.flags.sharedContent) as Record<string, unknown>).totalPages);
};
