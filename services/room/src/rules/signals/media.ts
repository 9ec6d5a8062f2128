import { roomMessages } from '@canstring/contracts';
import type { ParticipantModel } from '../../room/model';
import { forbidden, relay, type SignalRules, target } from './signal-scope';

const setMic = (p: ParticipantModel, allowed: boolean): void => {
  p.micAllowed = allowed;
  if (!allowed) p.audioEnabled = false;
};

const setCam = (p: ParticipantModel, allowed: boolean): void => {
  p.camAllowed = allowed;
  if (!allowed) p.videoEnabled = false;
};

/** Mic and camera: the sender's own, and the host's grants to one or to all. */
export const mediaSignals = {
  micEnabled: ({ signal, me, announce }) => {
    if (signal.payload.enabled && !me.micAllowed) throw forbidden(roomMessages.noMicRight);
    me.audioEnabled = signal.payload.enabled;
    return announce();
  },
  camEnabled: ({ signal, me, announce }) => {
    if (signal.payload.enabled && !me.camAllowed) throw forbidden(roomMessages.noCamRight);
    me.videoEnabled = signal.payload.enabled;
    return announce();
  },
  isSpeaking: relay,
  controlMic: ({ signal, model, announce }) => {
    setMic(target(model, signal.payload.participantId), signal.payload.allowed);
    return announce();
  },
  controlCam: ({ signal, model, announce }) => {
    setCam(target(model, signal.payload.participantId), signal.payload.allowed);
    return announce();
  },
  onMuteMicAll: ({ others, announce }) => {
    for (const p of others()) setMic(p, false);
    return announce();
  },
  onDisableCamAll: ({ others, announce }) => {
    for (const p of others()) setCam(p, false);
    return announce();
  },
  onAllowMicAll: ({ others, announce }) => {
    for (const p of others()) setMic(p, true);
    return announce();
  },
  onAllowCamAll: ({ others, announce }) => {
    for (const p of others()) setCam(p, true);
    return announce();
  },
} satisfies Partial<SignalRules>;
