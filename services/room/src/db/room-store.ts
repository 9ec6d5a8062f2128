import {
  type DisplayMode,
  type MeetingEntry,
  noFeatures,
  ROOM_CHAT_HISTORY,
  type RoomChatMessage,
  type RoomFeatures,
  type SeatType,
  type UserMode,
} from '@canstring/contracts';
import type { Database } from '@canstring/service-kit';
import { and, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { ParticipantModel, RoomInfo, RoomModel } from '../room/model';
import {
  chatMessages,
  type ParticipantRow,
  participants,
  type RoomDatabaseSchema,
  removals,
  rooms,
} from './schema';

export type RoomDatabase = Database<RoomDatabaseSchema>;
/** A transaction, or the database itself: statements here run in whichever they are given. */
export type RoomTx = Parameters<Parameters<RoomDatabase['transaction']>[0]>[0];

const iso = (value: Date | null): string | null => (value ? value.toISOString() : null);
const date = (value: string | null): Date | null => (value ? new Date(value) : null);

const participantOf = (row: ParticipantRow): ParticipantModel => ({
  participantId: row.participantId,
  room: row.room,
  userId: row.userId,
  guestId: row.guestId,
  userName: row.userName,
  windowId: row.windowId,
  videoEnabled: row.videoEnabled,
  audioEnabled: row.audioEnabled,
  userMode: row.userMode as UserMode,
  public: row.public,
  isHost: row.isHost,
  temphost: row.temphost,
  tempHostUntil: iso(row.tempHostUntil),
  wbAllowed: row.wbAllowed,
  screenAllowed: row.screenAllowed,
  micAllowed: row.micAllowed,
  camAllowed: row.camAllowed,
  handRaised: row.handRaised,
  phone: row.phone,
  webinar: row.webinar,
  joinedAt: row.joinedAt.toISOString(),
  owner: row.owner,
  lastSeenAt: row.lastSeenAt.toISOString(),
  lastTransferAt: iso(row.lastTransferAt),
});

const rowOf = (p: ParticipantModel): ParticipantRow => ({
  ...p,
  tempHostUntil: date(p.tempHostUntil),
  joinedAt: new Date(p.joinedAt),
  lastSeenAt: new Date(p.lastSeenAt),
  lastTransferAt: date(p.lastTransferAt),
});

/** What the room's row says of its meeting, from the meeting service's entry. */
export const roomInfoOf = (entry: MeetingEntry): RoomInfo => ({
  room: entry.meetingNumber,
  alias: entry.alias,
  title: entry.title,
  seatType: entry.seatType,
  organizerName: entry.organizerName,
  startAt: entry.startAt,
  endAt: entry.endAt,
});

/** Makes sure the room's row exists (a first join), leaving an existing one as it is. */
export const ensureRoom = async (tx: RoomTx | RoomDatabase, info: RoomInfo): Promise<void> => {
  await tx.insert(rooms).values(info).onConflictDoNothing({ target: rooms.room });
};

/** Loads a room holding its row until the transaction ends; undefined when there is no such room. */
export const loadRoomForUpdate = async (tx: RoomTx, room: string): Promise<RoomModel | undefined> => {
  const [row] = await tx.select().from(rooms).where(eq(rooms.room, room)).for('update');
  if (!row) return undefined;
  const people = await tx
    .select()
    .from(participants)
    .where(eq(participants.room, room))
    .orderBy(participants.joinedAt, participants.participantId);
  return {
    info: {
      room: row.room,
      alias: row.alias,
      title: row.title,
      seatType: row.seatType as SeatType,
      organizerName: row.organizerName,
      startAt: row.startAt,
      endAt: row.endAt,
    },
    version: row.version,
    hostWasPresent: row.hostWasPresent,
    features: { ...noFeatures(), ...(row.features as Partial<RoomFeatures>) },
    flags: {
      started: row.started,
      ended: row.ended,
      locked: row.locked,
      recording: row.recording,
      recordingId: row.recordingId,
      caption: row.caption,
      privateChatDisabled: row.privateChatDisabled,
      displayMode: row.displayMode as DisplayMode,
      sharedContent: row.sharedContent,
      screenSharerId: row.screenSharerId,
      hostAbsentSince: iso(row.hostAbsentSince),
    },
    participants: people.map(participantOf),
  };
};

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** Writes what a rule changed: the room row, and the participants added, changed or gone. */
export const saveRoom = async (tx: RoomTx, before: RoomModel, after: RoomModel): Promise<void> => {
  if (
    !same(before.info, after.info) ||
    !same(before.flags, after.flags) ||
    !same(before.features, after.features) ||
    before.version !== after.version ||
    before.hostWasPresent !== after.hostWasPresent
  ) {
    const { hostAbsentSince, ...flags } = after.flags;
    await tx
      .update(rooms)
      .set({
        ...after.info,
        ...flags,
        hostAbsentSince: date(hostAbsentSince),
        hostWasPresent: after.hostWasPresent,
        features: after.features,
        version: after.version,
      })
      .where(eq(rooms.room, after.info.room));
  }
  const kept = new Set(after.participants.map((p) => p.participantId));
  const gone = before.participants.filter((p) => !kept.has(p.participantId)).map((p) => p.participantId);
  if (gone.length) await tx.delete(participants).where(inArray(participants.participantId, gone));
  const earlier = new Map(before.participants.map((p) => [p.participantId, p]));
  for (const p of after.participants) {
    const old = earlier.get(p.participantId);
    if (!old) await tx.insert(participants).values(rowOf(p));
    else if (!same(old, p)) {
      // Only what this change changed: a heartbeat may have renewed last seen meanwhile.
      const was = rowOf(old) as Record<string, unknown>;
      const changes = Object.fromEntries(
        Object.entries(rowOf(p)).filter(([key, value]) => !same(was[key], value)),
      ) as Partial<ParticipantRow>;
      await tx.update(participants).set(changes).where(eq(participants.participantId, p.participantId));
    }
  }
};

/** The participant's room, when the participant is in one. */
export const roomOfParticipant = async (db: RoomTx | RoomDatabase, participantId: string) => {
  const [row] = await db
    .select({ room: participants.room, owner: participants.owner })
    .from(participants)
    .where(eq(participants.participantId, participantId));
  return row;
};

export const isRemoved = async (tx: RoomTx, room: string, owner: string): Promise<boolean> =>
  (
    await tx
      .select()
      .from(removals)
      .where(and(eq(removals.room, room), eq(removals.owner, owner)))
  ).length > 0;

export const addRemoval = async (tx: RoomTx, room: string, owner: string): Promise<void> => {
  await tx.insert(removals).values({ room, owner }).onConflictDoNothing();
};

/** A new session: no one is barred and the old session's chat is gone. */
export const clearSession = async (tx: RoomTx, room: string): Promise<void> => {
  await tx.delete(removals).where(eq(removals.room, room));
  await tx.delete(chatMessages).where(eq(chatMessages.room, room));
};

export interface NewChatMessage {
  room: string;
  fromParticipantId: string;
  fromOwner: string;
  fromName: string;
  toParticipantId: string | null;
  toOwner: string | null;
  message: string;
  sentAt: string;
}

const chatOf = (row: typeof chatMessages.$inferSelect): RoomChatMessage => ({
  id: String(row.id),
  fromParticipantId: row.fromParticipantId,
  fromName: row.fromName,
  toParticipantId: row.toParticipantId,
  message: row.message,
  sentAt: row.sentAt.toISOString(),
});

/** Stores a room chat message and lets only the newest ROOM_CHAT_HISTORY of the room stay. */
export const addChatMessage = async (tx: RoomTx, message: NewChatMessage): Promise<RoomChatMessage> => {
  const [row] = await tx
    .insert(chatMessages)
    .values({ ...message, sentAt: new Date(message.sentAt) })
    .returning();
  if (!row) throw new Error('chat message not stored');
  await tx.execute(sql`
    delete from ${chatMessages} where ${chatMessages.room} = ${message.room} and ${chatMessages.id} <= (
      select ${chatMessages.id} from ${chatMessages} where ${chatMessages.room} = ${message.room}
      order by ${chatMessages.id} desc offset ${ROOM_CHAT_HISTORY} limit 1)`);
  return chatOf(row);
};

/** The room chat one owner may read, oldest first: messages to everyone and their own private ones. */
export const readableChat = async (tx: RoomTx, room: string, owner: string): Promise<RoomChatMessage[]> => {
  const rows = await tx
    .select()
    .from(chatMessages)
    .where(
      and(
        eq(chatMessages.room, room),
        or(isNull(chatMessages.toOwner), eq(chatMessages.toOwner, owner), eq(chatMessages.fromOwner, owner)),
      ),
    )
    .orderBy(chatMessages.id);
  return rows.map(chatOf);
};

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/** An arbitrary constant naming the sweep's lock, so only one instance sweeps at a time. */
const SWEEP_LOCK_KEY = 4_735_101;

/** Takes the sweep's turn for this transaction; false when another instance is sweeping. */
export const takeSweepTurn = async (tx: RoomTx): Promise<boolean> => {
  const [lock] = rowsOf<{ got: boolean }>(
    await tx.execute(sql`select pg_try_advisory_xact_lock(${SWEEP_LOCK_KEY}) as got`),
  );
  return lock?.got === true;
};

/**
 * Rooms the sweeper has work in: someone silent past the grace, a temporary host past their time,
 * or the hosts' presence not matching the host-absent flag.
 */
export const roomsToSweep = async (tx: RoomTx, now: Date, graceMs: number): Promise<string[]> => {
  const silentBefore = new Date(now.getTime() - graceMs);
  const rows = rowsOf<{ room: string }>(
    await tx.execute(sql`
      select r.room from ${rooms} r
      where exists (
          select 1 from ${participants} p where p.room = r.room
          and (p.last_seen_at < ${silentBefore} or (p.temphost and (p.temp_host_until is null or p.temp_host_until <= ${now}))))
        or (not r.ended and r.host_absent_since is not null)
        or (not r.ended and r.host_was_present
          and exists (select 1 from ${participants} p where p.room = r.room)
          and not exists (select 1 from ${participants} p where p.room = r.room and p.is_host))`),
  );
  return rows.map((row) => row.room);
};

/**
 * A heartbeat that changes nothing anyone sees: marks the participant seen and renews a temporary
 * host in time, in one statement without the room lock. Answers the room's version, or undefined when
 * the reported camera or mic differs from the record (within the grants) or the participant is gone,
 * and the full change must run instead.
 */
export const quietHeartbeat = async (
  db: RoomDatabase,
  beat: { participantId: string; owner: string; video: boolean; audio: boolean; now: Date; renewUntil: Date },
): Promise<number | undefined> => {
  const { participantId, owner, video, audio, now, renewUntil } = beat;
  const [row] = rowsOf<{ version: number }>(
    await db.execute(sql`
      update ${participants} p set
        last_seen_at = greatest(p.last_seen_at, ${now}),
        temp_host_until = case when p.temphost and p.temp_host_until > ${now}
          then greatest(p.temp_host_until, ${renewUntil}) else p.temp_host_until end
      where p.participant_id = ${participantId} and p.owner = ${owner}
        and p.video_enabled = (${video}::boolean and p.cam_allowed)
        and p.audio_enabled = (${audio}::boolean and p.mic_allowed)
      returning (select r.version from ${rooms} r where r.room = p.room) as version`),
  );
  return row ? Number(row.version) : undefined;
};

/** The room's whiteboard snapshot as last saved (null while no board is up), read without the room lock. */
export const whiteboardOf = async (db: RoomDatabase, room: string): Promise<RoomFeatures['whiteboard']> => {
  const [row] = await db.select({ features: rooms.features }).from(rooms).where(eq(rooms.room, room));
  return (row?.features as Partial<RoomFeatures> | undefined)?.whiteboard ?? null;
};
