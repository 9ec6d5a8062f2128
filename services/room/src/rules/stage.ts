import type { DisplayMode, RoomSignal } from '@canstring/contracts';
import type { RoomModel } from '../room/model';

type StageSignal = Extract<RoomSignal, { method: 'wbEnable' | 'shareDoc' }>;

/** What a shared document's totalPages says it is (spec 3 §3 Shared document). */
const modeOfContent = (content: Record<string, unknown>): DisplayMode => {
  if (content.totalPages === 'video') return 'mp4';
  if (content.totalPages === 'youtube') return 'youtube';
  return 'document';
};

/**
 * What the shared stage shows; whiteboard, document, mp4 and YouTube exclude one another (spec 3 §4).
 * wbEnable true puts the whiteboard up, false takes it down. shareDoc puts up the document or video it
 * describes and keeps its description for late joiners; an empty shareDoc takes the content down.
 * Page moves and playback (pageSwitch, mp4*, youtube*) are relayed and not kept.
 */
export const applyStage = (model: RoomModel, signal: StageSignal): void => {
  const { flags } = model;
  if (signal.method === 'wbEnable') {
    if (signal.payload.enabled) {
      flags.displayMode = 'whiteboard';
      flags.sharedContent = null;
    } else if (flags.displayMode === 'whiteboard') flags.displayMode = 'none';
    return;
  }
  if (Object.keys(signal.payload).length === 0) {
    if (flags.displayMode !== 'whiteboard') {
      flags.displayMode = 'none';
      flags.sharedContent = null;
    }
    return;
  }
  flags.displayMode = modeOfContent(signal.payload);
  flags.sharedContent = JSON.stringify(signal.payload);
};
