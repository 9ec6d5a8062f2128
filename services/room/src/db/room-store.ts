import {
  type DisplayMode,
  type MeetingEntry,
  noFeatures,
  ROOM_CHAT_HISTORY,
  type RoomChatMessage,
  type RoomFeatures,
  type SeatType,
  type SharedContent,
  sharedContentSchema,
  type UserMode,
} from '@canstring/contracts';
import type { Database } from '@canstring/service-kit';
import { and, eq, inArray, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import { type ParticipantModel, type RoomInfo, type RoomModel, sameParticipant } from '../room/model';
import type { PeopleCache } from './people-cache';
import {
  chatMessages,
  liveness,
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

/** A participant's row with when they were last heard and the end of a temporary hosting their heartbeats renewed. */
type HeardParticipantRow = ParticipantRow & { lastSeenAt: Date; renewedUntil: Date | null };

const later = (a: Date | null, b: Date | null): Date | null => (a && b ? (a > b ? a : b) : (a ?? b));

const participantOf = (row: HeardParticipantRow): ParticipantModel => ({
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
  tempHostUntil: iso(row.temphost ? later(row.tempHostUntil, row.renewedUntil) : row.tempHostUntil),
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

const rowOf = ({ lastSeenAt: _seen, ...p }: ParticipantModel): ParticipantRow => ({
  ...p,
  tempHostUntil: date(p.tempHostUntil),
  joinedAt: new Date(p.joinedAt),
  lastTransferAt: date(p.lastTransferAt),
});

/** The shared content kept as JSON text; anything not of its shape (an older row) reads as none. */
const sharedContentOf = (text: string | null): SharedContent | null => {
  if (!text) return null;
  try {
    const parsed = sharedContentSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
};

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

/**
 * Loads a room holding its row until the transaction ends; undefined when there is no such room.
 * The people come from `known` when the row is as this instance's last change left it (only their
 * liveness is read then, in the same statement as the row), else from their rows, and are kept
 * there for the next change.
 */
export const loadRoomForUpdate = async (
  tx: RoomTx,
  room: string,
  known: PeopleCache,
): Promise<RoomModel | undefined> => {
  const [found] = await tx
    .select({ row: rooms, stamp: sql<string>`xmin::text`, heard: heardIn(rooms.room) })
    .from(rooms)
    .where(eq(rooms.room, room))
    .for('update');
  if (!found) return undefined;
  const kept = known.peopleAt(room, found.stamp);
  const fromKept = kept && withLiveness(kept, found.heard);
  const people = fromKept ?? (await peopleOf(tx, room)).map(participantOf);
  if (!fromKept) known.keep(room, found.stamp, people);
  return roomModelOf(found.row, people);
};

/**
 * Reads a room without holding its row, for a transaction that only reads: in a repeatable-read one
 * (service-kit's `ONE_VERSION_READ`), it is one version of the room, never half of a change.
 */
export const readRoom = async (tx: RoomTx, room: string): Promise<RoomModel | undefined> => {
  const [row] = await tx.select().from(rooms).where(eq(rooms.room, room));
  return row && roomModelOf(row, (await peopleOf(tx, room)).map(participantOf));
};

/** A participant's row as the database sends it (its times as text), with its liveness. */
type PeopleRow = Omit<
  HeardParticipantRow,
  'tempHostUntil' | 'joinedAt' | 'lastTransferAt' | 'lastSeenAt' | 'renewedUntil'
> & {
  tempHostUntil: string | null;
  joinedAt: string;
  lastTransferAt: string | null;
  lastSeenAt: string;
  renewedUntil: string | null;
};

/**
 * The room's people in the order they joined, with when each was last heard. Read as plain rows: a
 * thousand people are read on every change to a full room, and the query builder's per-field
 * mapping of the joined select cost more than the statement itself.
 */
const peopleOf = async (tx: RoomTx, room: string): Promise<HeardParticipantRow[]> => {
  const rows = rowsOf<PeopleRow>(
    await tx.execute(sql`
      select p.participant_id as "participantId", p.room, p.owner, p.user_id as "userId",
        p.guest_id as "guestId", p.user_name as "userName", p.window_id as "windowId",
        p.video_enabled as "videoEnabled", p.audio_enabled as "audioEnabled", p.user_mode as "userMode",
        p.public, p.is_host as "isHost", p.temphost, p.temp_host_until as "tempHostUntil",
        p.wb_allowed as "wbAllowed", p.screen_allowed as "screenAllowed", p.mic_allowed as "micAllowed",
        p.cam_allowed as "camAllowed", p.hand_raised as "handRaised", p.phone, p.webinar,
        p.joined_at as "joinedAt", p.last_transfer_at as "lastTransferAt",
        l.last_seen_at as "lastSeenAt", l.temp_host_until as "renewedUntil"
      from ${participants} p join ${liveness} l on l.participant_id = p.participant_id
      where p.room = ${room}
      order by p.joined_at, p.participant_id`),
  );
  return rows.map((row) => ({
    ...row,
    tempHostUntil: date(row.tempHostUntil),
    joinedAt: new Date(row.joinedAt),
    lastTransferAt: date(row.lastTransferAt),
    lastSeenAt: new Date(row.lastSeenAt),
    renewedUntil: date(row.renewedUntil),
  }));
};

/** A time as text in the form toISOString writes (null stays null). */
const isoText = (time: SQL) => sql`to_char(${time} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** One participant's liveness: their id, when last heard (as toISOString writes it), a temporary host's renewed end. */
type Heard = [participantId: string, lastSeenAt: string, renewedUntil: string | null];

/**
 * The liveness of a room's people (heartbeats write it without the room's lock), as one JSON value:
 * read with the room's row, in the same statement, a thousand rows cost no round trip and no row
 * parsing of their own. The times are written by the database as toISOString writes them, so a
 * thousand dates are not parsed on every change.
 */
const heardIn = (room: typeof rooms.room) => sql<Heard[]>`(
  select coalesce(json_agg(json_build_array(l.participant_id, ${isoText(sql`l.last_seen_at`)},
    ${isoText(sql`l.temp_host_until`)})), '[]'::json)
  from ${liveness} l join ${participants} p on p.participant_id = l.participant_id
  where p.room = ${room})`;

/**
 * The people kept from the last change with their liveness as it stands. Undefined when the
 * liveness rows are not those of the people kept (never, while every writer keeps to the stamp).
 */
const withLiveness = (
  kept: readonly ParticipantModel[],
  heard: readonly Heard[],
): ParticipantModel[] | undefined => {
  if (heard.length !== kept.length) return undefined;
  const byId = new Map(heard.map((beat) => [beat[0], beat]));
  const people: ParticipantModel[] = [];
  for (const p of kept) {
    const beat = byId.get(p.participantId);
    if (!beat) return undefined;
    const [, lastSeenAt, renewedUntil] = beat;
    // The kept end is already the later of the participant's own and the renewal then; renewals only grow.
    const tempHostUntil = p.temphost
      ? iso(later(date(p.tempHostUntil), date(renewedUntil)))
      : p.tempHostUntil;
    // Unheard since, the record kept is the record (it is never changed: a change works on a copy).
    people.push(
      lastSeenAt === p.lastSeenAt && tempHostUntil === p.tempHostUntil
        ? p
        : { ...p, lastSeenAt, tempHostUntil },
    );
  }
  return people;
};

const roomModelOf = (row: typeof rooms.$inferSelect, people: ParticipantModel[]): RoomModel => ({
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
    recordingProblem: row.recordingProblem,
    caption: row.caption,
    privateChatDisabled: row.privateChatDisabled,
    displayMode: row.displayMode as DisplayMode,
    sharedContent: sharedContentOf(row.sharedContent),
    screenSharerId: row.screenSharerId,
    hostAbsentSince: iso(row.hostAbsentSince),
  },
  participants: people,
});

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * Writes what a rule changed, in one statement: the participants added, changed or gone, and the
 * room's row. The row is written whenever the people are, so its stamp tells every instance whether
 * the people it kept are still the room's; `known` keeps them under the row's new stamp.
 */
export const saveRoom = async (
  tx: RoomTx,
  before: RoomModel,
  after: RoomModel,
  known: PeopleCache,
): Promise<void> => {
  const peopleWrites = writesOfPeople(tx, before.participants, after.participants);
  const roomChanged =
    !same(before.info, after.info) ||
    !same(before.flags, after.flags) ||
    !same(before.features, after.features) ||
    before.version !== after.version ||
    before.hostWasPresent !== after.hostWasPresent;
  if (!roomChanged && !peopleWrites.length) return;
  const { hostAbsentSince, sharedContent, ...flags } = after.flags;
  const roomWrite = tx
    .update(rooms)
    .set(
      roomChanged
        ? {
            ...after.info,
            ...flags,
            hostAbsentSince: date(hostAbsentSince),
            sharedContent: sharedContent ? JSON.stringify(sharedContent) : null,
            hostWasPresent: after.hostWasPresent,
            features: after.features,
            version: after.version,
          }
        : { version: after.version },
    )
    .where(eq(rooms.room, after.info.room))
    .returning({ stamp: sql<string>`xmin::text`.as('stamp') });
  // The people's writes go with the row's as the statement's parts (each part touches rows no other
  // part does): one round trip under the room's lock instead of one a statement.
  const [written] = peopleWrites.length
    ? rowsOf<{ stamp: string }>(
        await tx.execute(
          sql`with ${sql.join(
            peopleWrites.map((write, i) => sql`${sql.raw(`people_write_${i}`)} as (${write.getSQL()})`),
            sql`, `,
          )} ${roomWrite.getSQL()}`,
        ),
      )
    : await roomWrite;
  if (written) known.keep(after.info.room, written.stamp, after.participants);
};

/**
 * The statements (not run) that write the participants added, changed or gone: each touches rows of
 * its own, so they can run as parts of one statement.
 */
const writesOfPeople = (
  tx: RoomTx,
  before: readonly ParticipantModel[],
  after: readonly ParticipantModel[],
): SQLWrapper[] => {
  const writes: SQLWrapper[] = [];
  const kept = new Set(after.map((p) => p.participantId));
  const gone = before.filter((p) => !kept.has(p.participantId)).map((p) => p.participantId);
  // Their liveness goes with them (on delete cascade).
  if (gone.length) writes.push(tx.delete(participants).where(inArray(participants.participantId, gone)));
  const earlier = new Map(before.map((p) => [p.participantId, p]));
  const added = after.filter((p) => !earlier.has(p.participantId));
  if (added.length) {
    writes.push(tx.insert(participants).values(added.map(rowOf)));
    writes.push(
      tx
        .insert(liveness)
        .values(added.map((p) => ({ participantId: p.participantId, lastSeenAt: new Date(p.lastSeenAt) }))),
    );
  }
  for (const p of after) {
    const old = earlier.get(p.participantId);
    if (!old || sameParticipant(old, p)) continue;
    // Only what this change changed: the liveness row is the heartbeat's, touched only when it must be.
    const was = rowOf(old) as Record<string, unknown>;
    const changes = Object.fromEntries(
      Object.entries(rowOf(p)).filter(([key, value]) => !same(was[key], value)),
    ) as Partial<ParticipantRow>;
    if (Object.keys(changes).length)
      writes.push(
        tx.update(participants).set(changes).where(eq(participants.participantId, p.participantId)),
      );
    const heard = old.lastSeenAt !== p.lastSeenAt;
    if (heard || 'tempHostUntil' in changes)
      writes.push(
        tx
          .update(liveness)
          .set({
            ...(heard && { lastSeenAt: sql`greatest(${liveness.lastSeenAt}, ${new Date(p.lastSeenAt)})` }),
            // A hosting given, taken or expired starts the renewals afresh.
            ...('tempHostUntil' in changes && { tempHostUntil: null }),
          })
          .where(eq(liveness.participantId, p.participantId)),
      );
  }
  return writes;
};

/** The participant's room, when the participant is in one. */
export const roomOfParticipant = async (db: RoomTx | RoomDatabase, participantId: string) => {
  const [row] = await db
    .select({ room: participants.room, owner: participants.owner })
    .from(participants)
    .where(eq(participants.participantId, participantId));
  return row;
};

export const isRemoved = async (tx: RoomTx | RoomDatabase, room: string, owner: string): Promise<boolean> =>
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

/** A room chat message with who sent it and who may read it besides (null: everyone). */
export interface OwnedChatMessage {
  message: RoomChatMessage;
  fromOwner: string;
  toOwner: string | null;
}

/** Whether an owner may read a room chat message: one to everyone, or a private one they sent or got. */
export const mayReadChat = (owned: OwnedChatMessage, owner: string): boolean =>
  owned.toOwner === null || owned.toOwner === owner || owned.fromOwner === owner;

/** The room's whole chat (at most ROOM_CHAT_HISTORY), oldest first, with each message's owners. */
export const roomChatWithOwners = async (tx: RoomTx, room: string): Promise<OwnedChatMessage[]> => {
  const rows = await tx
    .select()
    .from(chatMessages)
    .where(eq(chatMessages.room, room))
    .orderBy(chatMessages.id);
  return rows.map((row) => ({ message: chatOf(row), fromOwner: row.fromOwner, toOwner: row.toOwner }));
};

/** The room chat one owner may read, oldest first: messages to everyone and their own private ones. */
export const readableChat = async (tx: RoomTx, room: string, owner: string): Promise<RoomChatMessage[]> =>
  (await roomChatWithOwners(tx, room)).filter((c) => mayReadChat(c, owner)).map((c) => c.message);

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
          select 1 from ${participants} p join ${liveness} l on l.participant_id = p.participant_id
          where p.room = r.room and (l.last_seen_at < ${silentBefore} or (p.temphost
            and (greatest(p.temp_host_until, l.temp_host_until) is null
              or greatest(p.temp_host_until, l.temp_host_until) <= ${now}))))
        or (not r.ended and r.host_absent_since is not null)
        or (not r.ended and r.host_was_present
          and exists (select 1 from ${participants} p where p.room = r.room)
          and not exists (select 1 from ${participants} p where p.room = r.room and p.is_host))
        or (r.features->'exam'->>'status' = 'started'
          and exists (select 1 from jsonb_array_elements(r.features->'exam'->'candidates') c
            where c->>'leftAt' is not null and c->'disqualified' = 'null'::jsonb))
        or (r.features->'exam'->>'status' = 'started'
          and (r.features->'exam'->>'startedAt')::timestamptz
            + make_interval(mins => (r.features->'exam'->>'durationMinutes')::int) <= ${now})`),
  );
  return rows.map((row) => row.room);
};

/** What a heartbeat found: the participant's room and its version, and their camera and mic as recorded. */
export interface HeartbeatRecord {
  room: string;
  version: number;
  videoEnabled: boolean;
  audioEnabled: boolean;
  camAllowed: boolean;
  micAllowed: boolean;
}

/** One heartbeat to record: whose participant, heard when, and how far a temporary host is renewed. */
export interface HeartbeatBeat {
  participantId: string;
  owner: string;
  now: Date;
  renewUntil: Date;
}

/**
 * Heartbeats: each marks its participant heard and renews a temporary host in time, all in one
 * statement on the participants' liveness rows alone. It takes neither the room's row nor the
 * participants' (a change to the room holds those), so it never waits for one. Answers each beat in
 * order: undefined where the participant is not the owner's or is gone.
 */
export const recordHeartbeats = async (
  db: RoomDatabase,
  beats: readonly HeartbeatBeat[],
): Promise<(HeartbeatRecord | undefined)[]> => {
  // One JSON parameter carries every beat, the same on PostgreSQL and the embedded database.
  const batch = JSON.stringify(
    beats.map((b) => ({
      participant_id: b.participantId,
      owner: b.owner,
      now: b.now.toISOString(),
      renew_until: b.renewUntil.toISOString(),
    })),
  );
  const rows = rowsOf<{
    participant_id: string;
    owner: string;
    room: string;
    version: number;
    video_enabled: boolean;
    audio_enabled: boolean;
    cam_allowed: boolean;
    mic_allowed: boolean;
  }>(
    await db.execute(sql`
      with beat as (
        -- A participant beating twice in one batch counts once, at its latest.
        select b.participant_id, b.owner, max(b.now) as now, max(b.renew_until) as renew_until
        from jsonb_to_recordset(${batch}::jsonb)
          as b(participant_id uuid, owner text, now timestamptz, renew_until timestamptz)
        group by b.participant_id, b.owner
      )
      update ${liveness} l set
        last_seen_at = greatest(l.last_seen_at, b.now),
        temp_host_until = case when p.temphost and greatest(p.temp_host_until, l.temp_host_until) > b.now
          then greatest(p.temp_host_until, l.temp_host_until, b.renew_until) else l.temp_host_until end
      from beat b, ${participants} p
      where l.participant_id = b.participant_id and p.participant_id = l.participant_id and p.owner = b.owner
      returning l.participant_id, p.owner, p.room, p.video_enabled, p.audio_enabled, p.cam_allowed,
        p.mic_allowed, (select r.version from ${rooms} r where r.room = p.room) as version`),
  );
  const heard = new Map(rows.map((row) => [`${row.participant_id} ${row.owner}`, row]));
  return beats.map((beat) => {
    const row = heard.get(`${beat.participantId.toLowerCase()} ${beat.owner}`);
    if (!row) return undefined;
    return {
      room: row.room,
      version: Number(row.version),
      videoEnabled: row.video_enabled,
      audioEnabled: row.audio_enabled,
      camAllowed: row.cam_allowed,
      micAllowed: row.mic_allowed,
    };
  });
};

/** The room's whiteboard snapshot as last saved (null while no board is up), read without the room lock. */
export const whiteboardOf = async (db: RoomDatabase, room: string): Promise<RoomFeatures['whiteboard']> => {
  const [row] = await db.select({ features: rooms.features }).from(rooms).where(eq(rooms.room, room));
  return (row?.features as Partial<RoomFeatures> | undefined)?.whiteboard ?? null;
};
