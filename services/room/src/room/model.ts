import type { RoomCaller, RoomFeatures, RoomFlags, RoomParticipant, SeatType } from '@canstring/contracts';

/** A participant as the service keeps it: the public record plus whose it is and when it was last heard. */
export interface ParticipantModel extends RoomParticipant {
  /** 'user:<id>' or 'guest:<uuid>'. */
  owner: string;
  lastSeenAt: string;
  lastTransferAt: string | null;
}

/** The meeting facts the room shows, as the meeting service answered them at the latest join. */
export interface RoomInfo {
  room: string;
  alias: string;
  title: string;
  seatType: SeatType;
  organizerName: string;
  startAt: string;
  endAt: string;
}

/** One room as loaded under its row lock; rules change it in place, then it is saved whole. */
export interface RoomModel {
  info: RoomInfo;
  version: number;
  flags: RoomFlags;
  /** What each shared-content feature keeps for late joiners (contracts room/features.ts). */
  features: RoomFeatures;
  hostWasPresent: boolean;
  participants: ParticipantModel[];
}

/** Who owns a participant entry: the account, or the guest. */
export const ownerOf = (caller: RoomCaller): string =>
  'actor' in caller ? `user:${caller.actor.userId}` : `guest:${caller.guest.guestId}`;

/** The public record, as events and states carry it. */
export const publicRecord = ({
  owner: _owner,
  lastSeenAt: _seen,
  lastTransferAt: _transfer,
  ...record
}: ParticipantModel): RoomParticipant => record;

export const freshFlags = (): RoomFlags => ({
  started: false,
  ended: false,
  locked: false,
  recording: false,
  recordingId: null,
  caption: false,
  privateChatDisabled: false,
  displayMode: 'none',
  sharedContent: null,
  screenSharerId: null,
  hostAbsentSince: null,
});

/**
 * A copy of a room to compare with once a rule has changed it in place. A participant's record is
 * plain values, so one level copies it; a thousand are copied on every change to a full room.
 */
export const copyOfRoom = (model: RoomModel): RoomModel => ({
  ...model,
  info: { ...model.info },
  flags: structuredClone(model.flags),
  features: structuredClone(model.features),
  participants: model.participants.map((p) => ({ ...p })),
});

/**
 * Whether two participants' records hold the same values, field by field (every field is a plain
 * value), leaving out `except`: a room of a thousand is compared on every change, so no text is made.
 */
export const sameFields = <T extends object>(a: T, b: T, except: readonly (keyof T)[] = []): boolean => {
  const left = a as Record<string, unknown>;
  const right = b as Record<string, unknown>;
  const skipped = except as readonly string[];
  // The values first: `except` is looked at only for a field that differs.
  for (const key in left) if (left[key] !== right[key] && !skipped.includes(key)) return false;
  for (const key in right) if (!(key in left) && !skipped.includes(key)) return false;
  return true;
};
