import {
  noFeatures,
  ROOM_CHAT_HISTORY,
  type RoomChatMessage,
  type RoomFeatures,
  roomChatMessageSchema,
  roomFeatureChangesSchema,
} from '@canstring/contracts';
import type { CaptionLine, RoomEventView, RoomParticipantView, RoomStateView } from './room-types';

/**
 * What the room screen shows: the server's state, each shared-content feature's snapshot (read from
 * the state and kept up by the events that change it), and the caption lines heard since entry.
 */
export interface RoomView {
  state: RoomStateView;
  features: RoomFeatures;
  captions: CaptionLine[];
}

export interface AppliedEvent {
  view: RoomView;
  /** The event's version jumped past the next one: something was missed, read the state again. */
  missed: boolean;
}

/** Caption lines kept for the Dialogue tab. */
export const CAPTION_HISTORY = 100;

const parseJson = (text: string): unknown => {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
};

const upsert = (list: RoomParticipantView[], changed: RoomParticipantView[]): RoomParticipantView[] => {
  if (!changed.length) return list;
  const byId = new Map(changed.map((p) => [p.participantId, p]));
  const kept = list.map((p) => byId.get(p.participantId) ?? p);
  const known = new Set(list.map((p) => p.participantId));
  return [...kept, ...changed.filter((p) => !known.has(p.participantId))];
};

const nameOf = (state: RoomStateView, participantId: string | null): string =>
  state.participants.find((p) => p.participantId === participantId)?.userName ?? '';

/**
 * The chat message an event carries: the room service's stored message when the payload is one, else
 * built from the signal itself (message and recipient) so nothing sent is lost from view.
 */
const chatMessageOf = (event: RoomEventView, state: RoomStateView): RoomChatMessage | null => {
  const payload = parseJson(event.payload);
  const stored = roomChatMessageSchema.safeParse(payload);
  if (stored.success) return stored.data;
  const signal = payload as { message?: unknown; toParticipantId?: unknown } | null;
  if (!event.fromParticipantId || typeof signal?.message !== 'string') return null;
  return {
    id: `${event.fromParticipantId}:${event.version}:${state.chat.length}`,
    fromParticipantId: event.fromParticipantId,
    fromName: nameOf(state, event.fromParticipantId),
    toParticipantId: typeof signal.toParticipantId === 'string' ? signal.toParticipantId : null,
    message: signal.message,
    sentAt: '',
  };
};

const addChat = (state: RoomStateView, message: RoomChatMessage | null): RoomStateView => {
  if (!message || state.chat.some((m) => m.id === message.id)) return state;
  return { ...state, chat: [...state.chat, message].slice(-ROOM_CHAT_HISTORY) };
};

/** A caption line replaces the sender's unfinished one; finished lines stay. */
const addCaption = (view: RoomView, event: RoomEventView): CaptionLine[] => {
  const payload = parseJson(event.payload) as { text?: unknown; isFinal?: unknown } | null;
  if (!event.fromParticipantId || typeof payload?.text !== 'string') return view.captions;
  const line: CaptionLine = {
    participantId: event.fromParticipantId,
    userName: nameOf(view.state, event.fromParticipantId),
    text: payload.text,
    isFinal: payload.isFinal === true,
  };
  const open = view.captions.findIndex((c) => c.participantId === line.participantId && !c.isFinal);
  const captions = open >= 0 ? view.captions.filter((_, i) => i !== open) : view.captions;
  return [...captions, line].slice(-CAPTION_HISTORY);
};

/** Feature snapshots as JSON text over `base`; what does not read as a snapshot is left as it was. */
const withFeatures = (base: RoomFeatures, text: string): RoomFeatures => {
  const changes = roomFeatureChangesSchema.safeParse(parseJson(text));
  return changes.success && Object.keys(changes.data).length ? { ...base, ...changes.data } : base;
};

/** The final caption lines the room kept, for a view that has heard none itself (a late joiner). */
const keptCaptions = (features: RoomFeatures): CaptionLine[] =>
  (features.captions?.lines ?? []).map(({ participantId, userName, text }) => ({
    participantId,
    userName,
    text,
    isFinal: true,
  }));

/**
 * The view on entry (joinRoom) or after reading the state again: the caption lines heard so far, or
 * on entry the ones the room kept.
 */
export const roomViewOf = (state: RoomStateView, captions?: CaptionLine[]): RoomView => {
  const features = withFeatures(noFeatures(), state.features);
  return { state, features, captions: captions ?? keptCaptions(features) };
};

/**
 * Applies one room event. onInitialData replaces the state whole. Otherwise an event not older than
 * the state sets the flags whole, upserts its participants, removes `left` and takes the feature
 * snapshots it changed; an older one (already
 * in a state read since) changes nothing but what it relays (chat, captions).
 */
export const applyRoomEvent = (view: RoomView, event: RoomEventView): AppliedEvent => {
  if (event.method === 'onInitialData' && event.state) {
    // The very state this tab holds (the join's answer, then the feed's first event): every change
    // bumps the version, so the view is kept as it is and nothing is drawn again.
    if (event.state.version === view.state.version) return { view, missed: false };
    return { view: roomViewOf(event.state, view.captions), missed: false };
  }
  const current = view.state;
  const missed = event.version > current.version + 1;
  let state = current;
  let features = view.features;
  if (event.version >= current.version) {
    features = withFeatures(features, event.features);
    const gone = new Set(event.left);
    state = {
      ...current,
      version: event.version,
      flags: event.flags,
      participants: upsert(current.participants, event.participants).filter(
        (p) => !gone.has(p.participantId),
      ),
    };
  }
  if (event.method === 'chat') state = addChat(state, chatMessageOf(event, state));
  const captions = event.method === 'onTranscript' ? addCaption({ ...view, state }, event) : view.captions;
  return { view: { state, features, captions }, missed };
};
