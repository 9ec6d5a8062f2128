import {
  AppError,
  ErrorCode,
  HOST_TRANSFER_LOCK_MS,
  type RoomSignal,
  roomMessages,
  type SignalRight,
  signalRights,
  TEMP_HOST_FIRST_MS,
} from '@canstring/contracts';
import { addChatMessage, addRemoval } from '../db/room-store';
import type { ParticipantModel, RoomModel } from '../room/model';
import { ownParticipant } from '../room/own-participant';
import type { RoomEventDraft, RoomRule } from '../room/room-change';
import { endMeeting, removeParticipants } from './end-meeting';
import { hasHostPower, holdsTempHost, mayPresent, mayUseWhiteboard } from './rights';
import { applyStage } from './stage';

const forbidden = (message: string) => new AppError(ErrorCode.Forbidden, message);
const conflict = (message: string) => new AppError(ErrorCode.Conflict, message);

const rightChecks: Record<
  SignalRight,
  { allowed: (p: ParticipantModel, now: Date) => boolean; refusal: string }
> = {
  participant: { allowed: () => true, refusal: roomMessages.notInRoom },
  host: { allowed: hasHostPower, refusal: roomMessages.hostOnly },
  presenter: { allowed: mayPresent, refusal: roomMessages.noContentRight },
  whiteboard: { allowed: mayUseWhiteboard, refusal: roomMessages.noWhiteboardRight },
};

const target = (model: RoomModel, participantId: string): ParticipantModel => {
  const p = model.participants.find((x) => x.participantId === participantId);
  if (!p) throw new AppError(ErrorCode.NotFound, roomMessages.participantNotInRoom);
  return p;
};

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

const setMic = (p: ParticipantModel, allowed: boolean): void => {
  p.micAllowed = allowed;
  if (!allowed) p.audioEnabled = false;
};

const setCam = (p: ParticipantModel, allowed: boolean): void => {
  p.camAllowed = allowed;
  if (!allowed) p.videoEnabled = false;
};

/**
 * One real-time method from a participant (spec 3 §4, §7; spec 2 §4): the sender must be the caller's
 * own participant and hold the method's right; then the method's rule applies and the room hears of it.
 */
export const signalRule =
  (signal: RoomSignal, participantId: string, owner: string): RoomRule =>
  async ({ tx, model, now }) => {
    const me = ownParticipant(model, participantId, owner);
    const right = rightChecks[signalRights[signal.method]];
    if (!right.allowed(me, now)) throw forbidden(right.refusal);
    const isHost = (p: ParticipantModel) => hasHostPower(p, now);
    const others = () => model.participants.filter((p) => !isHost(p));
    const announce = (extra: Partial<RoomEventDraft> = {}) => ({
      event: { method: signal.method, payload: signal.payload, fromParticipantId: participantId, ...extra },
    });

    switch (signal.method) {
      case 'micEnabled':
        if (signal.payload.enabled && !me.micAllowed) throw forbidden(roomMessages.noMicRight);
        me.audioEnabled = signal.payload.enabled;
        return announce();
      case 'camEnabled':
        if (signal.payload.enabled && !me.camAllowed) throw forbidden(roomMessages.noCamRight);
        me.videoEnabled = signal.payload.enabled;
        return announce();
      case 'chat': {
        const { message, toParticipantId } = signal.payload;
        const to = toParticipantId === null ? null : target(model, toParticipantId);
        if (to && model.flags.privateChatDisabled && !isHost(me) && !isHost(to))
          throw forbidden(roomMessages.privateChatDisabled);
        const stored = await addChatMessage(tx, {
          room: model.info.room,
          fromParticipantId: participantId,
          fromOwner: owner,
          fromName: me.userName,
          toParticipantId: to?.participantId ?? null,
          toOwner: to?.owner ?? null,
          message,
          sentAt: now.toISOString(),
        });
        return announce({ payload: stored, audience: to ? [participantId, to.participantId] : null });
      }
      case 'onRaiseHand':
        me.handRaised = true;
        return announce();
      case 'onLowerHand': {
        const whose = signal.payload.participantId ?? participantId;
        if (whose !== participantId && !isHost(me)) throw forbidden(roomMessages.hostOnly);
        target(model, whose).handRaised = false;
        return announce({ payload: { participantId: whose } });
      }
      case 'editName':
        me.userName = signal.payload.userName;
        return announce({ method: 'onNameChange' });
      case 'meetingInitialStatus':
        return {
          event: {
            method: 'onInitialData',
            fromParticipantId: participantId,
            audience: [participantId],
            stateFor: me,
          },
        };
      case 'onScreeShare': {
        const sharer = model.flags.screenSharerId;
        if (signal.payload.sharing) {
          if (!isHost(me) && !me.screenAllowed) throw forbidden(roomMessages.noScreenRight);
          if (sharer && sharer !== participantId) throw conflict(roomMessages.screenAlreadyShared);
          model.flags.screenSharerId = participantId;
        } else if (sharer === participantId) model.flags.screenSharerId = null;
        return announce();
      }
      case 'meetingStatus':
        if (!signal.payload.started) return { event: endMeeting(model, 'stoppedByOrganizer', participantId) };
        model.flags.started = true;
        return announce();
      case 'lockStatus':
        model.flags.locked = signal.payload.locked;
        return announce();
      case 'recordingStatus':
        model.flags.recording = signal.payload.recording;
        model.flags.recordingId = signal.payload.recording ? signal.payload.recordingId : null;
        return announce();
      case 'captionstate':
        model.flags.caption = signal.payload.on;
        return announce();
      case 'onkickUser': {
        const who = target(model, signal.payload.participantId);
        if (who.isHost || who.participantId === participantId) throw forbidden(roomMessages.cannotRemoveHost);
        await addRemoval(tx, model.info.room, who.owner);
        // Every window of the removed person goes.
        removeParticipants(
          model,
          model.participants.filter((p) => p.owner === who.owner).map((p) => p.participantId),
        );
        return announce();
      }
      case 'onGiveConrol':
        setPresenter(target(model, signal.payload.participantId), signal.payload.presenter);
        return announce();
      case 'onGiveWbConrol':
        target(model, signal.payload.participantId).wbAllowed = signal.payload.allowed;
        return announce();
      case 'onGiveScreenConrol': {
        const who = target(model, signal.payload.participantId);
        who.screenAllowed = signal.payload.allowed;
        if (!signal.payload.allowed && model.flags.screenSharerId === who.participantId && !isHost(who))
          model.flags.screenSharerId = null;
        return announce();
      }
      case 'controlMic':
        setMic(target(model, signal.payload.participantId), signal.payload.allowed);
        return announce();
      case 'controlCam':
        setCam(target(model, signal.payload.participantId), signal.payload.allowed);
        return announce();
      case 'onHostingTransfer': {
        if (!me.isHost) throw forbidden(roomMessages.onlyPermanentHostTransfers);
        const who = target(model, signal.payload.participantId);
        if (
          me.lastTransferAt &&
          now.getTime() - new Date(me.lastTransferAt).getTime() < HOST_TRANSFER_LOCK_MS
        )
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
      }
      case 'onGiveConrolToAll':
        if (signal.payload.presenter && model.info.seatType === 'webinar')
          throw forbidden(roomMessages.noPresentingToAllInWebinar);
        for (const p of others()) setPresenter(p, signal.payload.presenter);
        return announce();
      case 'onDisablePvChat':
        model.flags.privateChatDisabled = true;
        return announce();
      case 'onEnablePvChat':
        model.flags.privateChatDisabled = false;
        return announce();
      case 'onMuteMicAll':
        for (const p of others()) setMic(p, false);
        return announce();
      case 'onDisableCamAll':
        for (const p of others()) setCam(p, false);
        return announce();
      case 'onAllowMicAll':
        for (const p of others()) setMic(p, true);
        return announce();
      case 'onAllowCamAll':
        for (const p of others()) setCam(p, true);
        return announce();
      case 'wbEnable':
      case 'shareDoc':
        applyStage(model, signal);
        return announce();
      case 'isSpeaking':
      case 'onTranscript':
      case 'onListRecordings':
      case 'pageSwitch':
      case 'mp4Play':
      case 'mp4Pause':
      case 'mp4Seek':
      case 'youtubePlayOrSeek':
      case 'youtubePause':
      case 'whiteboardData':
      case 'wbstart':
      case 'wbstop':
        return announce();
    }
  };
