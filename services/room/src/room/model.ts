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
 * Whether two records of one participant tell the same, as an event would carry them: each field of
 * the public record compared by name (a room of a thousand is compared on every change, and a loop
 * over the keys cost ten times as much). `renewalAside` leaves out a temporary host's end, which
 * heartbeats renew. model.test.ts changes every field of a record in turn, so a field added to the
 * record and not here fails there.
 */
export const samePublicRecord = (a: RoomParticipant, b: RoomParticipant, renewalAside = false): boolean =>
  a.participantId === b.participantId &&
  a.room === b.room &&
  a.userId === b.userId &&
  a.guestId === b.guestId &&
  a.userName === b.userName &&
  a.windowId === b.windowId &&
  a.videoEnabled === b.videoEnabled &&
  a.audioEnabled === b.audioEnabled &&
  a.userMode === b.userMode &&
  a.public === b.public &&
  a.isHost === b.isHost &&
  a.temphost === b.temphost &&
  (renewalAside || a.tempHostUntil === b.tempHostUntil) &&
  a.wbAllowed === b.wbAllowed &&
  a.screenAllowed === b.screenAllowed &&
  a.micAllowed === b.micAllowed &&
  a.camAllowed === b.camAllowed &&
  a.handRaised === b.handRaised &&
  a.phone === b.phone &&
  a.webinar === b.webinar &&
  a.joinedAt === b.joinedAt;

/** Whether two records of one participant hold the same values, the service's own fields included. */
export const sameParticipant = (a: ParticipantModel, b: ParticipantModel): boolean =>
  samePublicRecord(a, b) &&
  a.owner === b.owner &&
  a.lastSeenAt === b.lastSeenAt &&
  a.lastTransferAt === b.lastTransferAt;
