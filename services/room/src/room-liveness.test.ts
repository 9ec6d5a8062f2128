import path from 'node:path';
import { type Actor, roomEndpoints } from '@canstring/contracts';
import { call, createLogger, type OpenDatabase, openDatabase } from '@canstring/service-kit';
import { tempDir } from '@canstring/service-kit/testing';
import { sql } from 'drizzle-orm';
import { type RoomDatabaseSchema, schema } from './db/schema';
import { NOW, type RoomTestBed, refusal, startRoomTestBed } from './test-support/room-test-bed';

const GRACE_MS = 20_000;

let bed: RoomTestBed;
let organizer: Actor;
/** A connection of the test's own to the room service's database, to hold its locks as a change would. */
let other: OpenDatabase<RoomDatabaseSchema>;
const folder = tempDir('room-liveness');
beforeAll(async () => {
  bed = await startRoomTestBed('liveness', {
    ROOM_SWEEP_MS: '25',
    ROOM_PARTICIPANT_GRACE_MS: String(GRACE_MS),
    ROOM_HOST_ABSENT_MS: '300000',
  });
  organizer = await bed.newUser(1);
  other = await openDatabase({
    service: 'room',
    schema,
    migrationsFolder: path.join(__dirname, '..', 'drizzle'),
    databaseUrl: bed.database.url,
    dataDir: folder.dir,
    log: createLogger('room-liveness-test', 'silent'),
  });
});
afterAll(async () => {
  await other?.close();
  await bed?.stop();
  folder.remove();
});
beforeEach(() => bed.clock.set(NOW));

const conference = async () => {
  const { alias, room } = await bed.meeting(organizer);
  const host = await bed.join({ actor: organizer }, alias, { asHost: true });
  const member = await bed.join({ actor: await bed.newUser() }, alias);
  const guest = await bed.join({ guest: await bed.guest(alias) }, alias);
  return { alias, room, host, member, guest };
};

describe('the heartbeat', () => {
  it('is answered while another transaction holds the room’s row and the participant’s', async () => {
    const { room, host, member } = await conference();
    const version = (await bed.state(host)).version;
    let control: Promise<number> | undefined;
    await other.db.transaction(async (tx) => {
      await tx.execute(sql`select 1 from room.rooms where room = ${room} for update`);
      await tx.execute(
        sql`select 1 from room.participants where participant_id = ${member.participantId} for update`,
      );
      // A host control now waits for the room's row; the heartbeat does not.
      control = bed.signal(host, 'lockStatus', { locked: true });
      expect(await bed.heartbeat(member)).toBe(version);
      expect(await bed.heartbeat(host)).toBe(version);
    });
    expect(await control).toBe(version + 1);
  });

  it('leaves the room’s version as it is and publishes nothing', async () => {
    const { room, host, member, guest } = await conference();
    const watch = await bed.watch(room);
    const version = (await bed.state(host)).version;
    for (const who of [host, member, guest, member]) {
      bed.clock.advance(1_000);
      expect(await bed.heartbeat(who)).toBe(version);
    }
    expect((await bed.state(host)).version).toBe(version);
    // The next change is the next version: no heartbeat took one.
    await bed.signal(host, 'lockStatus', { locked: true });
    const locked = await watch.next((e) => e.method === 'lockStatus');
    expect(locked.version).toBe(version + 1);
    expect(watch.events.map((e) => e.method)).toEqual(['lockStatus']);
    watch.stop();
  });

  it('keeps a participant in the room; the sweeper still lets a silent one leave', async () => {
    const { room, host, member, guest } = await conference();
    const watch = await bed.watch(room);
    bed.clock.advance(GRACE_MS / 2);
    // Heard while a change holds the room: it counts all the same.
    await other.db.transaction(async (tx) => {
      await tx.execute(sql`select 1 from room.rooms where room = ${room} for update`);
      await bed.heartbeat(host);
      await bed.heartbeat(member);
    });
    bed.clock.advance(GRACE_MS / 2 + 1);
    const left = await watch.next((e) => e.method === 'onUserDisconnected');
    expect(left).toMatchObject({ left: [guest.participantId], fromParticipantId: null });
    expect((await bed.state(host)).participants.map((p) => p.participantId).sort()).toEqual(
      [host.participantId, member.participantId].sort(),
    );
    expect((await refusal(bed.heartbeat(guest))).code).toBe('FORBIDDEN');
    watch.stop();
  });

  it('answers beats that arrive together each as if alone, and the sweeper sees every one', async () => {
    const { alias, room, host, member, guest } = await conference();
    const others = await Promise.all(
      Array.from({ length: 12 }, async () => bed.join({ guest: await bed.guest(alias) }, alias)),
    );
    const watch = await bed.watch(room);
    const version = (await bed.state(host)).version;
    bed.clock.advance(GRACE_MS / 2);
    // All at once (they go to the database together), one of them for someone else's participant.
    const beating = [host, member, ...others];
    const [forged, ...answers] = await Promise.allSettled([
      bed.heartbeat({ ...guest, participantId: member.participantId }),
      ...beating.map((who) => bed.heartbeat(who)),
    ]);
    expect(answers).toEqual(beating.map(() => ({ status: 'fulfilled', value: version })));
    expect(forged).toMatchObject({ status: 'rejected', reason: { code: 'FORBIDDEN' } });
    // Only the guest went unheard (the forged beat did not count for them or for the member).
    bed.clock.advance(GRACE_MS / 2 + 1);
    const left = await watch.next((e) => e.method === 'onUserDisconnected');
    expect(left.left).toEqual([guest.participantId]);
    expect((await bed.state(host)).participants).toHaveLength(beating.length);
    watch.stop();
  });

  it('is refused for someone else’s participant', async () => {
    const { member, guest } = await conference();
    expect((await refusal(bed.heartbeat({ ...guest, participantId: member.participantId }))).code).toBe(
      'FORBIDDEN',
    );
  });
});

describe('the room’s state', () => {
  it('is read while a change holds the room, as the version before that change', async () => {
    const { room, host, member } = await conference();
    const before = await bed.state(member);
    await other.db.transaction(async (tx) => {
      // A change under way: the room's row held and written, not yet committed.
      await tx.execute(sql`update room.rooms set locked = true, version = version + 1 where room = ${room}`);
      const read = await bed.state(member);
      expect(read.version).toBe(before.version);
      expect(read.flags.locked).toBe(false);
      expect(read.participants.map((p) => p.participantId)).toEqual(
        before.participants.map((p) => p.participantId),
      );
    });
    const after = await bed.state(host);
    expect(after.version).toBe(before.version + 1);
    expect(after.flags.locked).toBe(true);
  });
});

describe('a participant’s room', () => {
  it('is named to the participant’s owner while a change holds the room; another’s is refused', async () => {
    const { room, member, guest } = await conference();
    const ask = (who: typeof member, participantId = who.participantId) =>
      call(bed.nc, roomEndpoints.participantRoom, { caller: who.caller, participantId });
    await other.db.transaction(async (tx) => {
      await tx.execute(sql`select 1 from room.rooms where room = ${room} for update`);
      expect(await ask(member)).toEqual({ room });
      expect(await ask(guest)).toEqual({ room });
    });
    expect((await refusal(ask(guest, member.participantId))).code).toBe('FORBIDDEN');
  });
});
