import { AppError, ErrorCode, roomMessages } from '@canstring/contracts';
import { applyStage, sharedPageCount } from '../stage';
import { conflict, keep, type SignalRules } from './signal-scope';

/** A shared document (or video) on the stage, kept for late joiners with the page everyone is on. */
export const documentSignals = {
  shareDoc: ({ signal, model, now, announce }) => {
    applyStage(model, signal, now);
    return announce();
  },
  pageSwitch: ({ signal, model, announce }) => {
    if (model.flags.displayMode !== 'document') throw conflict(roomMessages.noSharedDocument);
    const pages = sharedPageCount(model);
    if (pages !== null && signal.payload.currentPage > pages)
      throw new AppError(ErrorCode.BadInput, roomMessages.pageOutOfRange);
    keep(model, 'document', { currentPage: signal.payload.currentPage });
    return announce();
  },
} satisfies Partial<SignalRules>;
