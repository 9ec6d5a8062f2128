import { AppError, ErrorCode, roomMessages, shareMessages } from '@canstring/contracts';
import { putUpContent, sharedPageCount, showsContent, takeDownContent } from '../stage';
import { conflict, forbidden, keep, type SignalRules } from './signal-scope';

/**
 * Shared content on the stage (spec 3 §3, §4): shareDoc puts up what the room service resolved before
 * taking the room (`sharing`; a document opens on page 1, a video paused at its start), or with an
 * empty payload takes it down. Content someone else shared is replaced or taken down only by them or
 * a host. pageSwitch moves everyone to a page of the shared document, 1..totalPages.
 */
export const documentSignals = {
  shareDoc: ({ model, me, isHost, now, sharing, announce }) => {
    const current = model.flags.sharedContent;
    const sharer = current && model.participants.find((p) => p.participantId === current.sharedBy);
    if (sharer && sharer !== me && !isHost(me)) throw forbidden(shareMessages.notYourContent);
    if (!sharing) {
      if (!showsContent(model)) return { event: null };
      takeDownContent(model);
      return announce({ payload: {} });
    }
    putUpContent(model, { ...sharing.content, sharedBy: me.participantId }, sharing.start, now);
    return announce({ payload: model.flags.sharedContent });
  },
  pageSwitch: ({ signal, model, announce }) => {
    if (model.flags.displayMode !== 'document') throw conflict(roomMessages.noSharedDocument);
    const pages = sharedPageCount(model);
    if (pages === null || signal.payload.currentPage > pages)
      throw new AppError(ErrorCode.BadInput, roomMessages.pageOutOfRange);
    keep(model, 'document', { currentPage: signal.payload.currentPage });
    return announce();
  },
} satisfies Partial<SignalRules>;
