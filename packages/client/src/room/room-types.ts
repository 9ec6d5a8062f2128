import type { RoomChatMessage, RoomFlags, RoomParticipant, RoomState } from '@canstring/contracts';

/** A participant as the gateway sends it: ids are GraphQL IDs (text). */
export type RoomParticipantView = Omit<RoomParticipant, 'userId'> & { userId: string | null };

/**
 * The room state as the gateway sends it (services/gateway/src/modules/room/room.schema.ts); its
 * feature snapshots come as JSON text, read into RoomView.features.
 */
export type RoomStateView = Omit<RoomState, 'participants' | 'features'> & {
  participants: RoomParticipantView[];
  features: string;
};

/** One event of the `roomEvents` subscription. */
export interface RoomEventView {
  version: number;
  method: string;
  fromParticipantId: string | null;
  /** JSON text. */
  payload: string;
  flags: RoomFlags;
  participants: RoomParticipantView[];
  left: string[];
  /** The feature snapshots this event changed, as JSON text. */
  features: string;
  state: RoomStateView | null;
}

/** The entry of one browser tab into a meeting's room. */
export interface RoomEntry {
  alias: string;
  /** The viewer's current date (ISO) and IANA zone, as meeting validation takes them. */
  currentDate: string;
  zone: string;
  windowId: string;
  asHost: boolean;
  /** The mic as the device preview left it: the room turns it on at entry when it allows the mic. */
  audioEnabled?: boolean;
  /** The device preview's SFU pass (its seat and token): the join takes the seat, the SFU keeps the token. */
  seat?: string;
  previewToken?: string;
}

/** One caption line of the Dialogue tab (onTranscript). */
export interface CaptionLine {
  participantId: string;
  userName: string;
  text: string;
  isFinal: boolean;
}

export type { RoomChatMessage, RoomFlags };
