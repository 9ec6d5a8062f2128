import path from 'node:path';
import type { Actor } from '@canstring/contracts';
import { createLogger, type Database, openDatabase } from '@canstring/service-kit';
import { tempDir } from '@canstring/service-kit/testing';
import { sql } from 'drizzle-orm';
import type { ParticipantModel } from '../room/model';
import { changeRoomIn } from '../room/room-change';
import type { RoomRule } from '../room/room-rule';
import { type InRoom, NOW, type RoomTestBed, startRoomTestBed } from '../test-support/room-test-bed';
import { createPeopleCache, type PeopleCache } from './people-cache';
import { recordHeartbeats } from './room-store';
import { type RoomDatabaseSchema, schema } from './schema';

let bed: RoomTestBed;
let organizer: Actor;
let db: Database<RoomDatabaseSchema>;
let closeDb: () => Promise<void>;
beforeAll(async () => {
  bed = await startRoomTestBed('people-cache');
  organizer = await bed.newUser(1);
  const store = await openDatabase({
    service: 'room',
    schema,
    migrationsFolder: path.join(__dirname, '..', '..', 'drizzle'),
    databaseUrl: bed.database.url,
    dataDir: tempDir('people-cache-test').dir,
    log: createLogger('people-cache-test', 'silent'),
  });
  db = store.db;
  closeDb = store.close;
});
afterAll(async () => {
  await closeDb?.();
  await bed?.stop();
});

/** A room with its host and a member, joined through the service. */
const roomWithMember = async () => {
  const { alias, room } = await bed.meeting(organizer);
  const host = await bed.join({ actor: organizer }, alias, { asHost: true });
  const member = await bed.join({ actor: await bed.newUser() }, alias);
  return { room, host, member };
};

const at = (ms: number) => new Date(new Date(NOW).getTime() + ms);

/** Runs `rule` on the room in a transaction of its own, as an instance holding `known` would. */
const change = <T>(known: PeopleCache, room: string, rule: RoomRule<T>) =>
  db.transaction((tx) => changeRoomIn(tx, known, room, at(0), rule));

/** The member's record as a change sees the room. */
const seen = async (known: PeopleCache, room: string, who: InRoom): Promise<ParticipantModel | undefined> =>
  (
    await change(known, room, async () => ({
      event: null,
      answer: async ({ model }) => model.participants.find((p) => p.participantId === who.participantId),
    }))
  ).answer;

const raiseHand =
  (who: InRoom, raised: boolean): RoomRule =>
  async ({ model }) => {
    const p = model.participants.find((x) => x.participantId === who.participantId);
    if (p) p.handRaised = raised;
    return { event: null };
  };

const stampOf = async (room: string): Promise<string> => {
  const { rows } = (await db.execute(
    sql`select xmin::text as stamp from room.rooms where room = ${room}`,
  )) as {
    rows: { stamp: string }[];
  };
  return rows[0]?.stamp ?? '';
};

describe('the people an instance keeps of a room', () => {
  it('are kept under the stamp the change left on the room’s row', async () => {
    const { room, member } = await roomWithMember();
    const known = createPeopleCache();
    await change(known, room, raiseHand(member, true));
    const kept = known.peopleAt(room, await stampOf(room));
    expect(kept?.find((p) => p.participantId === member.participantId)?.handRaised).toBe(true);
    expect(kept).toHaveLength(2);
  });

  it('are not used once another instance changed the room', async () => {
    const { room, member } = await roomWithMember();
    const first = createPeopleCache();
    const second = createPeopleCache();
    await change(first, room, raiseHand(member, true));
    await change(second, room, raiseHand(member, false));
    expect((await seen(first, room, member))?.handRaised).toBe(false);
    await change(first, room, raiseHand(member, true));
    expect((await seen(second, room, member))?.handRaised).toBe(true);
  });

  it('are not used after a change that was rolled back', async () => {
    const { room, member } = await roomWithMember();
    const known = createPeopleCache();
    await change(known, room, raiseHand(member, false));
    // The hand is raised and saved (and kept), then the transaction fails before it commits.
    await expect(
      db.transaction(async (tx) => {
        await changeRoomIn(tx, known, room, at(0), raiseHand(member, true));
        throw new Error('refused');
      }),
    ).rejects.toThrow('refused');
    expect((await seen(known, room, member))?.handRaised).toBe(false);
  });

  it('carry the liveness the heartbeats wrote since', async () => {
    const { room, member } = await roomWithMember();
    const known = createPeopleCache();
    await change(known, room, raiseHand(member, true));
    const stamp = await stampOf(room);
    await recordHeartbeats(db, [
      {
        participantId: member.participantId,
        owner: `user:${(member.caller as { actor: Actor }).actor.userId}`,
        now: at(7_000),
        renewUntil: at(67_000),
      },
    ]);
    // A heartbeat leaves the room's row (and the people kept) as they were.
    expect(await stampOf(room)).toBe(stamp);
    expect(known.peopleAt(room, stamp)).toBeDefined();
    expect((await seen(known, room, member))?.lastSeenAt).toBe(at(7_000).toISOString());
  });
});
