import { HOST_TRANSFER_LOCK_MS, roomMessages, TEMP_HOST_FIRST_MS } from '@canstring/contracts';
import type { ParticipantModel } from '../../room/model';
import { holdsTempHost } from '../rights';
import { conflict, forbidden, type SignalRules, target } from './signal-scope';

/** Presenter with mic and camera, or viewer with neither (and both turned off). */
const setPresenter = (p: ParticipantModel, presenter: boolean): void => {
  p.userMode = presenter ? 'presenter' : 'viewer';
  p.micAllowed = presenter;
  p.camAllowed = presenter;
  if (!presenter) {
    p.audioEnabled = false;
    p.videoEnabled = false;
  }
};

/** The host makes presenters (one or all) and hands the hosting to a temporary host. */
export const hostingSignals = {
  onGiveConrol: ({ signal, model, announce }) => {
    setPresenter(target(model, signal.payload.participantId), signal.payload.presenter);
    return announce();
  },
  onGiveConrolToAll: ({ signal, model, others, announce }) => {
    if (signal.payload.presenter && model.info.seatType === 'webinar')
      throw forbidden(roomMessages.noPresentingToAllInWebinar);
    for (const p of others()) setPresenter(p, signal.payload.presenter);
    return announce();
  },
  onGiveWbConrolToAll: ({ signal, others, announce }) => {
    for (const p of others()) p.wbAllowed = signal.payload.allowed;
    return announce();
  },
  onHostingTransfer: ({ signal, model, now, me, announce }) => {
    if (!me.isHost) throw forbidden(roomMessages.onlyPermanentHostTransfers);
    const who = target(model, signal.payload.participantId);
    if (me.lastTransferAt && now.getTime() - new Date(me.lastTransferAt).getTime() < HOST_TRANSFER_LOCK_MS)
      throw conflict(roomMessages.transferTooSoon);
    if (signal.payload.grant) {
      const holder = model.participants.find((p) => holdsTempHost(p, now) && p.owner !== who.owner);
      if (holder) throw conflict(roomMessages.oneTemporaryHost);
      who.temphost = true;
      who.tempHostUntil = new Date(now.getTime() + TEMP_HOST_FIRST_MS).toISOString();
      // The host's stand-in presents with every grant while holding the power.
      setPresenter(who, true);
      who.wbAllowed = true;
      who.screenAllowed = true;
    } else {
      who.temphost = false;
      who.tempHostUntil = null;
    }
    me.lastTransferAt = now.toISOString();
    return announce();
  },
} satisfies Partial<SignalRules>;
